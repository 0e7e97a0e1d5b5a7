//! The input format: one edge per line, two vertex names separated by white space and an
//! optional colour (`blue`, `red`, `green` or `b`, `r`, `g`; green when absent); `#`
//! starts a comment; blank lines are ignored; lines end in LF or CRLF. Edges are numbered
//! from 1 in file order.

use std::sync::mpsc;

use games_common::ParseError;
use games_common::input::{content_lines, is_space, tokens};

use super::{Builder, Picture};
use crate::colour::Colour;
use crate::names::{BATCH, Key, Keyer};

/// What is wrong with a line of a picture's text (the kind of its [`ParseError`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The line holds one name; an edge needs two.
    #[error("an edge needs two vertex names, found only `{name}`")]
    OneName {
        /// The name the line holds.
        name: String,
    },
    /// The line's third token, after the two names, is not a colour.
    #[error("`{token}` is not a colour: an edge's third token is blue, red or green (b, r, g)")]
    UnknownColour {
        /// The third token (its column is the error's).
        token: String,
    },
    /// The line holds more than three tokens.
    #[error("an edge is two vertex names and a colour, `{token}` is a fourth token")]
    FourthToken {
        /// The fourth token (its column is the error's).
        token: String,
    },
}

/// Why a text is not a picture: the ground's name could never name a vertex, or a line is
/// not an edge.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PictureError {
    /// The ground's name is not a name the text could hold (it is empty, or holds white
    /// space or `#`), so no vertex could ever be the ground.
    #[error("{name:?} is not a vertex name: a name is one token, without white space or `#`")]
    InvalidGround {
        /// The name as given.
        name: String,
    },
    /// A line of the text is not an edge: its line, column and what is wrong.
    #[error(transparent)]
    Parse(#[from] ParseError<ParseErrorKind>),
}

/// Whether `name` could be a vertex name in the text format: one token, without `#`.
pub(crate) fn is_vertex_name(name: &str) -> bool {
    !name.is_empty() && !name.contains(|c: char| is_space(c) || c == '#')
}

/// Reads a picture whose ground is the vertex named `ground`.
///
/// The ground must be a name the text could hold ([`PictureError::InvalidGround`]
/// otherwise), but need not occur in it: a picture whose ground touches no edge is worth 0.
/// A line with one name, a third token that is not a colour ([`Colour::from_token`]), or
/// a fourth token is a [`PictureError::Parse`] naming its line and the column of the token
/// at fault. A byte-order mark at the very start is skipped.
///
/// An ASCII text of 1 MiB or more is read by two threads: one splits the lines and hashes
/// the names, the calling one numbers them and adds the edges. The picture and the error
/// are the same as read by one, which is what happens where no thread can be started.
///
/// ```
/// use hackenbush::picture::{ParseError, ParseErrorKind};
/// use hackenbush::{parse_picture, Colour, EdgeNumber, PictureError};
/// let p = parse_picture("# a stalk\nG a\na b   # top\n", "G").unwrap();
/// assert_eq!(p.edge_count(), 2);
///
/// let err = parse_picture("G a\nb\n", "G").unwrap_err();
/// assert_eq!(err.to_string(), "line 2, column 1: an edge needs two vertex names, found only `b`");
/// let PictureError::Parse(ParseError { line: 2, kind: ParseErrorKind::OneName { name }, .. }) = err
/// else { panic!("a line with one name") };
/// assert_eq!(name, "b");
///
/// let p = parse_picture("G a blue\na b r\n", "G").unwrap();
/// assert_eq!(p.colour_of(EdgeNumber::new(2)), Some(Colour::Red));
/// let err = parse_picture("G a grey\n", "G").unwrap_err();
/// assert_eq!(err.to_string(), "line 1, column 5: `grey` is not a colour: an edge's third token is blue, red or green (b, r, g)");
///
/// let err = parse_picture("G a\n", "my ground").unwrap_err();
/// assert!(matches!(err, PictureError::InvalidGround { .. }));
/// ```
pub fn parse_picture(text: &str, ground: &str) -> Result<Picture, PictureError> {
    if !is_vertex_name(ground) {
        return Err(PictureError::InvalidGround {
            name: ground.to_owned(),
        });
    }
    // One edge a line at most: sized once, the picture's tables never grow. The lines
    // are counted and the text checked for ASCII in one pass, a piece at a time.
    let (lines, ascii) =
        text.as_bytes()
            .chunks(1 << 16)
            .fold((1, true), |(lines, ascii), piece| {
                let ends = piece.iter().filter(|&&b| b == b'\n').count();
                (lines + ends, ascii && piece.is_ascii())
            });
    let mut picture = Builder::with_capacity(lines);
    if ascii {
        read_ascii(text, &mut picture)?;
    } else {
        let lines = content_lines(text).map(|line| (line.number, first_tokens(line.text)));
        read_edges(lines, &mut picture)?;
    }
    Ok(picture.finish(ground))
}

/// From how many bytes on an ASCII text is read by two threads ([`read_ascii`]).
const TWO_THREADS: usize = 1 << 20;

/// How many edges the reading thread hands over at a time.
const HANDED: usize = 1024;

/// How many handfuls of [`HANDED`] edges go round between the threads: one being read,
/// one being added, the rest waiting.
const HANDFULS: usize = 4;

/// Reads into `picture` the edges of an ASCII `text`; fails at its first line that is not
/// an edge. A text of [`TWO_THREADS`] bytes or more is read by two threads
/// ([`read_by_two`]).
fn read_ascii(text: &str, picture: &mut Builder) -> Result<(), PictureError> {
    if text.len() < TWO_THREADS {
        read_edges(ascii_lines(text), picture)
    } else {
        read_by_two(text, HANDED, picture)
    }
}

/// Reads into `picture` the edges of an ASCII `text` with two threads: a second one splits
/// the lines into names and colours and works out the names' keys
/// ([`crate::names::Keyer`]), `handed` edges at a time, while this one looks the names up
/// and adds the edges, so that the lookups, which wait on memory, are all this thread
/// does. The picture and the first error are those of reading in one go, which is what
/// happens where no thread can be started.
fn read_by_two(text: &str, handed: usize, picture: &mut Builder) -> Result<(), PictureError> {
    let keyer = picture.keyer();
    std::thread::scope(|scope| {
        let (hand, received) = mpsc::channel::<Result<Read<'_>, PictureError>>();
        // The handfuls go round between the threads: made here, so that the reader
        // allocates nothing (memory it allocated would stay in an arena of its own).
        let (give_back, given_back) = mpsc::channel::<Read<'_>>();
        for _ in 0..HANDFULS {
            let _ = give_back.send(Read::with_capacity(handed));
        }
        let reader = std::thread::Builder::new().spawn_scoped(scope, move || {
            // A receive or a send fails only once this thread has stopped, on an error.
            let Ok(mut read) = given_back.recv() else {
                return;
            };
            for (number, tokens) in ascii_lines(text) {
                match edge(number, tokens) {
                    Ok(edge) => read.push(&keyer, edge),
                    Err(e) => {
                        // The edges before the error, then the error.
                        let _ = hand.send(Ok(read)).and_then(|()| hand.send(Err(e)));
                        return;
                    }
                }
                if read.len() == handed {
                    let Ok(empty) = given_back.recv() else {
                        return;
                    };
                    if hand.send(Ok(std::mem::replace(&mut read, empty))).is_err() {
                        return;
                    }
                }
            }
            let _ = hand.send(Ok(read));
        });
        if reader.is_err() {
            return read_edges(ascii_lines(text), picture);
        }
        // Until the reader has sent its last and dropped its end.
        for read in received {
            let mut read = read?;
            read.add_to(picture);
            let _ = give_back.send(read);
        }
        Ok(())
    })
}

/// Edges read from their lines and not yet added to a picture: their names in pairs, the
/// names' keys and the edges' colours.
#[derive(Debug, Default)]
struct Read<'t> {
    names: Vec<&'t str>,
    keys: Vec<Key>,
    colours: Vec<Colour>,
}

impl<'t> Read<'t> {
    /// Room for `edges` edges.
    fn with_capacity(edges: usize) -> Read<'t> {
        Read {
            names: Vec::with_capacity(2 * edges),
            keys: Vec::with_capacity(2 * edges),
            colours: Vec::with_capacity(edges),
        }
    }

    /// How many edges.
    fn len(&self) -> usize {
        self.colours.len()
    }

    fn push(&mut self, keyer: &Keyer, (a, b, colour): (&'t str, &'t str, Colour)) {
        self.names.extend([a, b]);
        self.keys.extend([keyer.key(a), keyer.key(b)]);
        self.colours.push(colour);
    }

    /// Adds the edges to `picture`, in order, and empties this.
    fn add_to(&mut self, picture: &mut Builder) {
        picture.push_keyed(&self.names, &self.keys, &self.colours);
        self.names.clear();
        self.keys.clear();
        self.colours.clear();
    }
}

/// Reads into `picture` the edges of `lines`, each a content line's number and first
/// four tokens; fails at the first line that is not an edge.
fn read_edges<'t>(
    lines: impl Iterator<Item = (usize, Tokens<'t>)>,
    picture: &mut Builder,
) -> Result<(), PictureError> {
    // Lines are read a batch at a time, so that the names' lookups of a batch can ask for
    // their memory together (see `Builder::push_keyed`).
    let keyer = picture.keyer();
    let mut read = Read::default();
    for (number, tokens) in lines {
        read.push(&keyer, edge(number, tokens)?);
        if read.len() == BATCH / 2 {
            read.add_to(picture);
        }
    }
    read.add_to(picture);
    Ok(())
}

/// The edge a content line holds (its two names and its colour), from its number and first
/// four tokens; or why it holds none.
fn edge(number: usize, tokens: Tokens<'_>) -> Result<(&str, &str, Colour), PictureError> {
    let mut names = tokens.into_iter().flatten();
    let (column, first) = names.next().expect("content lines hold a token");
    let Some((_, second)) = names.next() else {
        let kind = ParseErrorKind::OneName {
            name: first.to_owned(),
        };
        return Err(ParseError::new(number, column, kind).into());
    };
    let colour = match names.next() {
        None => Colour::Green,
        Some((column, third)) => Colour::from_token(third).ok_or_else(|| {
            let kind = ParseErrorKind::UnknownColour {
                token: third.to_owned(),
            };
            ParseError::new(number, column, kind)
        })?,
    };
    if let Some((column, fourth)) = names.next() {
        let kind = ParseErrorKind::FourthToken {
            token: fourth.to_owned(),
        };
        return Err(ParseError::new(number, column, kind).into());
    }
    Ok((first, second, colour))
}

/// The first four tokens of a line, each with its column (a line holds at most three).
type Tokens<'t> = [Option<(usize, &'t str)>; 4];

/// White space as a byte ([`is_space`]; `u8::is_ascii_whitespace` leaves out the vertical
/// tab).
fn space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r')
}

/// The content lines of an ASCII text, numbered from 1, each with its first four tokens
/// (columns are bytes): what [`content_lines`] and [`first_tokens`] give, in one pass over
/// the bytes, a line's tokens found as its end is looked for.
fn ascii_lines(text: &str) -> impl Iterator<Item = (usize, Tokens<'_>)> {
    let bytes = text.as_bytes();
    let (mut at, mut number) = (0, 0);
    std::iter::from_fn(move || {
        while at < bytes.len() {
            number += 1;
            let start = at;
            let mut found: Tokens<'_> = [None; 4];
            for slot in &mut found {
                while at < bytes.len() && bytes[at] != b'\n' && space(bytes[at]) {
                    at += 1;
                }
                if at == bytes.len() || bytes[at] == b'\n' || bytes[at] == b'#' {
                    break;
                }
                let from = at;
                while at < bytes.len() && !space(bytes[at]) && bytes[at] != b'#' {
                    at += 1;
                }
                *slot = Some((from - start + 1, &text[from..at]));
            }
            // The rest of the line (a comment, a fifth token) up to its end.
            at = text[at..]
                .find('\n')
                .map_or(bytes.len(), |end| at + end + 1);
            if found[0].is_some() {
                return Some((number, found));
            }
        }
        None
    })
}

/// The first four tokens of a line with their columns, as [`tokens`] gives them (a line
/// holds at most three). An ASCII line, the common case, is split byte by byte, where a
/// column is a byte; any other goes through [`tokens`], which counts characters.
fn first_tokens(line: &str) -> Tokens<'_> {
    let mut found = [None; 4];
    if !line.is_ascii() {
        for (slot, token) in found.iter_mut().zip(tokens(line)) {
            *slot = Some(token);
        }
        return found;
    }
    let bytes = line.as_bytes();
    let mut at = 0;
    for slot in &mut found {
        while at < bytes.len() && space(bytes[at]) {
            at += 1;
        }
        if at == bytes.len() {
            break;
        }
        let start = at;
        while at < bytes.len() && !space(bytes[at]) {
            at += 1;
        }
        *slot = Some((start + 1, &line[start..at]));
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::EdgeNumber;
    use crate::colour::Colour;
    use proptest::prelude::*;

    /// The line separator and the next-line control are no white space of the format: in
    /// a name they belong to it, and never split a line into a coloured edge.
    #[test]
    fn unicode_separators_belong_to_the_name() {
        for separator in ['\u{2028}', '\u{85}', '\u{a0}'] {
            let text = format!("G a{separator}b\n");
            let p = parse_picture(&text, "G").unwrap();
            assert_eq!(p.edge_count(), 1);
            let name = format!("a{separator}b");
            assert_eq!(p.ends(EdgeNumber::new(1)), Some(("G", name.as_str())));
            assert_eq!(p.colour_of(EdgeNumber::new(1)), Some(Colour::Green));
        }
    }

    proptest! {
        /// The byte-by-byte split of ASCII lines agrees with the shared tokenizer, on
        /// every kind of white space and on lines that are not ASCII.
        #[test]
        fn first_tokens_agree_with_tokens(line in "[ab#\t\x0b\x0c\r é\u{a0}\u{2003}]{0,16}") {
            let mut expected: Vec<Option<(usize, &str)>> = tokens(&line).take(4).map(Some).collect();
            expected.resize(4, None);
            prop_assert_eq!(first_tokens(&line).to_vec(), expected);
        }
    }

    proptest! {
        /// The one-pass reading of an ASCII text finds the lines and tokens that
        /// `content_lines` and `first_tokens` find.
        #[test]
        fn ascii_lines_agree_with_content_lines(text in "([ab#\t\x0b\x0c\r\n ]|Gx){0,80}") {
            let expected: Vec<(usize, Tokens<'_>)> = content_lines(&text)
                .map(|line| (line.number, first_tokens(line.text)))
                .collect();
            prop_assert_eq!(ascii_lines(&text).collect::<Vec<_>>(), expected);
        }
    }

    /// A picture's names in order, and each edge's names and colour.
    type Contents = (Vec<String>, Vec<(String, String, Colour)>);

    /// What a builder holds once `read` has filled it; or the error.
    fn contents(
        read: impl FnOnce(&mut Builder) -> Result<(), PictureError>,
    ) -> Result<Contents, PictureError> {
        let mut builder = Builder::with_capacity(4);
        read(&mut builder)?;
        let p = builder.finish("G");
        let names = (0..p.vertex_count())
            .map(|i| p.name(petgraph::graph::NodeIndex::new(i)).to_owned())
            .collect();
        let edges = (1..=p.edge_count())
            .map(EdgeNumber::new)
            .map(|e| {
                let (a, b) = p.ends(e).unwrap();
                (a.to_owned(), b.to_owned(), p.colour_of(e).unwrap())
            })
            .collect();
        Ok((names, edges))
    }

    proptest! {
        /// Two threads read a text into the same picture as one does, handing over
        /// edges a few at a time, or fail at the same line in the same way: names mixed
        /// with numbers, comments, blank lines and lines that are not edges.
        #[test]
        fn two_threads_read_as_one(
            lines in prop::collection::vec(
                "(G|[a-d]|[0-9]{1,2}|[a-d][0-9])[ \t]+([a-d]|[0-9]{1,2})( (b|r|g|grey))?( x)?( # c)?|[a-d]|#.*|[ \t]*",
                0..120,
            ),
            handed in 1usize..9,
        ) {
            let text = lines.join("\n");
            let one = contents(|b| read_edges(ascii_lines(&text), b));
            let two = contents(|b| read_by_two(&text, handed, b));
            prop_assert_eq!(two, one);
        }
    }

    #[test]
    fn comments_blank_lines_and_crlf() {
        let p =
            parse_picture("\u{feff}# house\r\nG a\r\n\r\n  a   b # roof\r\nb G\n", "G").unwrap();
        assert_eq!(p.edge_count(), 3);
        assert_eq!(p.ends(EdgeNumber::new(2)), Some(("a", "b")));
        assert_eq!(p.ends(EdgeNumber::new(3)), Some(("b", "G")));
    }

    /// A third token colours the edge; without one the edge is green.
    #[test]
    fn colours() {
        let p = parse_picture("G a b\na b\nb c red\nc d g # green\n", "G").unwrap();
        let colours: Vec<Colour> = (1..=4)
            .map(|n| p.colour_of(EdgeNumber::new(n)).unwrap())
            .collect();
        assert_eq!(
            colours,
            [Colour::Blue, Colour::Green, Colour::Red, Colour::Green]
        );
    }

    #[test]
    fn another_ground_name() {
        let p = parse_picture("floor x\nx x\n", "floor").unwrap();
        assert_eq!(p.ground().map(|g| p.name(g)), Some("floor"));
        assert_eq!(p.moves(), [1, 2].map(EdgeNumber::new));
    }

    #[test]
    fn errors_name_line_and_column() {
        let err = parse_picture("G a\n\n# c\na b c\n", "G").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 4, column 5: `c` is not a colour: an edge's third token is blue, red or green (b, r, g)"
        );
        assert_eq!(
            err,
            PictureError::Parse(ParseError::new(
                4,
                5,
                ParseErrorKind::UnknownColour { token: "c".into() }
            ))
        );
        let err = parse_picture("G a b\n a  b  red   x # four\n", "G").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2, column 14: an edge is two vertex names and a colour, `x` is a fourth token"
        );
        let err = parse_picture("G a\n   lonely # one name\n", "G").unwrap_err();
        let expected = ParseError::new(
            2,
            4,
            ParseErrorKind::OneName {
                name: "lonely".into(),
            },
        );
        assert_eq!(err, PictureError::Parse(expected));
    }

    /// A ground that no token could equal is refused, whatever the text; a valid ground
    /// that the text never names is fine (the picture is worth 0).
    #[test]
    fn the_ground_must_be_a_vertex_name() {
        for bad in ["", "a b", "G#1", "#", "\t", "x\n"] {
            for text in ["G a\n", "", "a\n"] {
                assert_eq!(
                    parse_picture(text, bad).unwrap_err(),
                    PictureError::InvalidGround { name: bad.into() },
                    "ground {bad:?}, text {text:?}"
                );
            }
        }
        let err = parse_picture("", "a b").unwrap_err();
        assert_eq!(
            err.to_string(),
            "\"a b\" is not a vertex name: a name is one token, without white space or `#`"
        );
        let p = parse_picture("a b\n", "floor").unwrap();
        assert_eq!((p.ground(), p.edge_count()), (None, 1));
    }

    proptest! {
        /// Any text parses or fails at a position inside the text; a success has one edge
        /// per line with two names and at most a colour.
        #[test]
        fn junk_never_panics(text in "([ab G#\\t\\r\\né]|red|b|r|x){0,60}") {
            let lines: Vec<&str> = text.lines().collect();
            match parse_picture(&text, "G") {
                Ok(p) => {
                    let edges: Vec<Vec<&str>> = lines
                        .iter()
                        .map(|l| games_common::input::strip_comment(l).split_whitespace().collect())
                        .filter(|t: &Vec<&str>| !t.is_empty())
                        .collect();
                    prop_assert_eq!(p.edge_count(), edges.len());
                    for (n, tokens) in edges.iter().enumerate() {
                        let colour = match tokens[..] {
                            [_, _] => Colour::Green,
                            [_, _, "b"] => Colour::Blue,
                            [_, _, "r" | "red"] => Colour::Red,
                            _ => { prop_assert!(false, "line {:?} parsed", tokens); unreachable!() }
                        };
                        prop_assert_eq!(p.colour_of(EdgeNumber::new(n + 1)), Some(colour));
                    }
                }
                Err(PictureError::Parse(e)) => {
                    prop_assert!(e.line >= 1 && e.line <= lines.len());
                    let line = lines[e.line - 1];
                    prop_assert!(e.column >= 1 && e.column <= line.chars().count());
                    let at = line.chars().nth(e.column - 1).unwrap();
                    prop_assert!(!is_space(at) && at != '#');
                }
                Err(other) => prop_assert!(false, "unexpected {}", other),
            }
        }

        /// Any ground name either is refused up front or parses exactly the same picture
        /// as `G` would, with that ground.
        #[test]
        fn any_ground_name(ground in "\\PC{0,6}|[ #\\tGa]{0,4}", text in "([aG] [aG]\\n){0,5}") {
            match parse_picture(&text, &ground) {
                Ok(p) => {
                    prop_assert!(!ground.is_empty() && !ground.contains([' ', '\t', '#']));
                    let q = parse_picture(&text, "G").unwrap();
                    prop_assert_eq!(p.edge_count(), q.edge_count());
                    if let Some(g) = p.ground() {
                        prop_assert_eq!(p.name(g), ground.as_str());
                    }
                }
                Err(PictureError::InvalidGround { name }) => {
                    prop_assert_eq!(&name, &ground);
                    prop_assert!(ground.is_empty() || ground.contains(|c: char| is_space(c) || c == '#'));
                }
                Err(other) => prop_assert!(false, "unexpected {}", other),
            }
        }
    }
}
