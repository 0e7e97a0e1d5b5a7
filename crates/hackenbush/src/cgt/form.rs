//! A game in canonical form as a value of its own, outside any [`Engine`]: the games it
//! reaches, ordered as the theory orders them, so that equal games are equal values; and
//! CGSuite's notation, written ([`fmt::Display`]) and read back ([`str::FromStr`]).

use std::fmt;
use std::str::FromStr;

use hashbrown::HashMap;
use num_bigint::BigUint;

use super::shared::{IS, NAME, NEXT, Sharing, UNSHARED_LIMIT, WHERE};
use super::{Engine, Form};
use crate::dyadic::Dyadic;

/// A short game in canonical form, the value of a red-blue-green picture; it prints in
/// CGSuite's notation and reads back from it.
///
/// Two values are equal exactly when they are the same game. The notation: a number as an
/// integer or a fraction (`-3/8`); `*n` for a nimber (`*` for `*1`), after its number when
/// there is one (`1/2*`); `^` and `v` for up and down, `^^` and `vv` for twice, `^n` and
/// `vn` for `n` times (`^3`), each with a star after it when there is one (`^*`, `^^*`),
/// also after a number (`1^`); `±x` for the switch `{x | -x}` and `c±x` for `{c+x | c-x}`; anything else as
/// `{L|R}` with the options in this notation, separated by commas, simplest first.
///
/// ```
/// use hackenbush::canonical::CanonicalForm;
/// let up_star: CanonicalForm = "^*".parse().unwrap();
/// assert_eq!(up_star.to_string(), "^*");
/// // {0,* | 0} is ^*, written in full.
/// assert_eq!("{0,*|0}".parse::<CanonicalForm>().unwrap(), up_star);
/// assert_eq!("{0|1}".parse::<CanonicalForm>().unwrap().to_string(), "1/2");
/// assert!(up_star.number().is_none());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CanonicalForm {
    /// Every game the form reaches, itself last, each as its Left and Right options
    /// (places in this list, always earlier ones), ascending. Ordered by birthday, then by
    /// the Left options and then the Right ones, compared the same way: an order of the
    /// games alone, whatever engine built them.
    games: Vec<(Vec<u32>, Vec<u32>)>,
}

impl CanonicalForm {
    /// The game `root` of `engine`.
    pub(crate) fn new(engine: &Engine, root: Form) -> CanonicalForm {
        // The games reached, options before the games that have them.
        let mut place: HashMap<Form, usize> = HashMap::new();
        let mut order: Vec<Form> = Vec::new();
        let mut stack = vec![(root, false)];
        while let Some((g, expanded)) = stack.pop() {
            if place.contains_key(&g) {
                continue;
            }
            if expanded {
                place.insert(g, order.len());
                order.push(g);
                continue;
            }
            stack.push((g, true));
            for &option in engine.left(g).iter().chain(engine.right(g)) {
                if !place.contains_key(&option) {
                    stack.push((option, false));
                }
            }
        }
        let options = |i: usize| engine.left(order[i]).iter().chain(engine.right(order[i]));
        let mut birthday = vec![0u32; order.len()];
        for i in 0..order.len() {
            birthday[i] = options(i)
                .map(|o| birthday[place[o]] + 1)
                .max()
                .unwrap_or(0);
        }
        // Day by day, each game placed by its options' places, all from earlier days.
        let mut by_day: Vec<usize> = (0..order.len()).collect();
        by_day.sort_by_key(|&i| birthday[i]);
        let mut rank = vec![0u32; order.len()];
        let mut games = Vec::with_capacity(order.len());
        for day in by_day.chunk_by(|&a, &b| birthday[a] == birthday[b]) {
            let ranked = |options: &[Form]| {
                let mut ranks: Vec<u32> = options.iter().map(|o| rank[place[o]]).collect();
                ranks.sort_unstable();
                ranks
            };
            let mut keyed: Vec<(Vec<u32>, Vec<u32>, usize)> = day
                .iter()
                .map(|&i| {
                    (
                        ranked(engine.left(order[i])),
                        ranked(engine.right(order[i])),
                        i,
                    )
                })
                .collect();
            keyed.sort_unstable();
            for (left, right, i) in keyed {
                rank[i] = u32::try_from(games.len()).expect("fewer than 2^32 games");
                games.push((left, right));
            }
        }
        CanonicalForm { games }
    }

    /// The game in `engine`.
    pub fn form(&self, engine: &mut Engine) -> Form {
        let mut forms: Vec<Form> = Vec::with_capacity(self.games.len());
        for (left, right) in &self.games {
            let pick = |options: &[u32]| options.iter().map(|&o| forms[o as usize]).collect();
            let form = engine.intern(pick(left), pick(right));
            forms.push(form);
        }
        *forms.last().expect("a form reaches itself")
    }

    /// The number the game is, if it is one.
    ///
    /// ```
    /// use hackenbush::Dyadic;
    /// use hackenbush::canonical::CanonicalForm;
    /// let half: CanonicalForm = "1/2".parse().unwrap();
    /// assert_eq!(half.number(), Some(Dyadic::new(1, 1)));
    /// ```
    pub fn number(&self) -> Option<Dyadic> {
        match self.numbers_and_nimbers().pop().flatten() {
            Some((x, 0)) => Some(x),
            _ => None,
        }
    }

    /// For each game, `x + *n` when it is a number plus a nimber: its options on both
    /// sides are the same, `x + *k` for every `k < n` (a number's options are numbers, at
    /// most one each side, Left's below Right's; then it is the simplest number between).
    fn numbers_and_nimbers(&self) -> Vec<Option<(Dyadic, u64)>> {
        let mut found: Vec<Option<(Dyadic, u64)>> = Vec::with_capacity(self.games.len());
        for (left, right) in &self.games {
            let number = |options: &[u32]| match options {
                [] => Some(None),
                [one] => match &found[*one as usize] {
                    Some((x, 0)) => Some(Some(x.clone())),
                    _ => None,
                },
                _ => None,
            };
            let this = match (number(left), number(right)) {
                (Some(low), Some(high)) => {
                    Dyadic::simplest_between(low.as_ref(), high.as_ref()).map(|x| (x, 0))
                }
                _ => None,
            };
            let this = this.or_else(|| {
                if left != right {
                    return None;
                }
                let mut parts: Vec<&(Dyadic, u64)> = left
                    .iter()
                    .map(|&o| found[o as usize].as_ref())
                    .collect::<Option<_>>()?;
                parts.sort_unstable_by_key(|p| p.1);
                let x = &parts.first()?.0;
                let all = parts
                    .iter()
                    .enumerate()
                    .all(|(k, (y, m))| y == x && *m == k as u64);
                all.then(|| (x.clone(), parts.len() as u64))
            });
            found.push(this);
        }
        found
    }

    /// How game `g` is written when it has a notation of its own (a number, a nimber, up
    /// or down and their multiples, a switch), or `None` when it is written `{L|R}`;
    /// `done` holds the notations of the games before it.
    fn special(
        &self,
        found: &[Option<(Dyadic, u64)>],
        done: &[Option<Special>],
        g: usize,
    ) -> Option<Special> {
        if let Some((x, n)) = &found[g] {
            return Some(Special::NumberAndNimber(x.clone(), *n));
        }
        let (left, right) = &self.games[g];
        let single = |options: &[u32]| match options {
            [one] => found[*one as usize].clone(),
            _ => None,
        };
        let arrow = |x: Dyadic, ups: i64, star: bool| Some(Special::Arrow { x, ups, star });
        // x^ = {x | x*}, xv = {x* | x}, x^* = {x, x* | x}, xv* = {x | x, x*}.
        if let (Some((x, 0)), Some((y, 1))) = (single(left), single(right))
            && x == y
        {
            return arrow(x, 1, false);
        }
        if let (Some((x, 1)), Some((y, 0))) = (single(left), single(right))
            && x == y
        {
            return arrow(x, -1, false);
        }
        let pair = |options: &[u32]| match options {
            [a, b] => {
                let (a, b) = (found[*a as usize].clone()?, found[*b as usize].clone()?);
                let (low, high) = if a.1 <= b.1 { (a, b) } else { (b, a) };
                (low.0 == high.0 && low.1 == 0 && high.1 == 1).then_some(low.0)
            }
            _ => None,
        };
        if let (Some(x), Some((y, 0))) = (pair(left), single(right))
            && x == y
        {
            return arrow(x, 1, true);
        }
        if let (Some((x, 0)), Some(y)) = (single(left), pair(right))
            && x == y
        {
            return arrow(x, -1, true);
        }
        // For n >= 2: x + ^n = {x | x + ^(n-1) + *} and x + ^n* = {x | x + ^(n-1)};
        // x + vn = {x + v(n-1) + * | x} and x + vn* = {x + v(n-1) | x}.
        let arrows = |options: &[u32]| match options {
            [one] => match &done[*one as usize] {
                Some(Special::Arrow { x, ups, star }) => Some((x.clone(), *ups, *star)),
                _ => None,
            },
            _ => None,
        };
        if let (Some((x, 0)), Some((y, ups, star))) = (single(left), arrows(right))
            && x == y
            && ups >= 1
        {
            return arrow(x, ups.checked_add(1)?, !star);
        }
        if let (Some((y, ups, star)), Some((x, 0))) = (arrows(left), single(right))
            && x == y
            && ups <= -1
        {
            return arrow(x, ups.checked_sub(1)?, !star);
        }
        // A switch {a | b} of numbers with a > b: c ± (a - b)/2, c = (a + b)/2.
        if let (Some((a, 0)), Some((b, 0))) = (single(left), single(right))
            && a > b
        {
            let centre = (a.clone() + b.clone()).halve();
            let radius = (a - b).halve();
            return Some(Special::Switch(centre, radius));
        }
        None
    }

    /// Each game's notation of its own ([`CanonicalForm::special`]), written.
    pub(super) fn specials(&self) -> Vec<Option<String>> {
        let found = self.numbers_and_nimbers();
        let mut done: Vec<Option<Special>> = Vec::with_capacity(self.games.len());
        for g in 0..self.games.len() {
            let special = self.special(&found, &done, g);
            done.push(special);
        }
        done.into_iter().map(|s| s.map(|s| s.to_string())).collect()
    }

    /// The game's Left and Right options, as places among its games.
    pub(super) fn options(&self, g: usize) -> (&[u32], &[u32]) {
        let (left, right) = &self.games[g];
        (left, right)
    }

    /// How many games the form reaches, itself included; the form itself is the last.
    pub(super) fn len(&self) -> usize {
        self.games.len()
    }

    /// How many bytes the notation of the form takes ([`fmt::Display`]; a big form's
    /// repeated sub-games named and defined once after `where`), counted without writing
    /// it. The `hackenbush` command refuses to print more than
    /// [`NOTATION_LIMIT`](super::NOTATION_LIMIT).
    ///
    /// ```
    /// use hackenbush::canonical::CanonicalForm;
    /// let g: CanonicalForm = "{-1/2|{-1/2,-1/2*|-1/2}}".parse().unwrap();
    /// assert_eq!(g.notation_len(), g.to_string().len() as u64);
    /// ```
    pub fn notation_len(&self) -> u64 {
        Sharing::new(self, &self.specials(), UNSHARED_LIMIT).len()
    }

    /// The length of the notation ([`CanonicalForm::notation_len`]), refused past `limit`
    /// bytes before any of it is written: the `hackenbush` command asks for
    /// [`NOTATION_LIMIT`](super::NOTATION_LIMIT).
    ///
    /// ```
    /// use hackenbush::canonical::{CanonicalForm, NotationTooLong};
    /// let g: CanonicalForm = "{1|-1}".parse().unwrap();
    /// assert_eq!(g.to_string(), "±1"); // 3 bytes in UTF-8
    /// assert_eq!(g.notation_within(3), Ok(3));
    /// assert_eq!(g.notation_within(2), Err(NotationTooLong { len: 3, limit: 2 }));
    /// ```
    ///
    /// # Errors
    /// [`NotationTooLong`] with the length, past the limit.
    pub fn notation_within(&self, limit: u64) -> Result<u64, NotationTooLong> {
        let len = self.notation_len();
        if len > limit {
            return Err(NotationTooLong { len, limit });
        }
        Ok(len)
    }
}

/// A value whose notation, repeated sub-games named, is longer than a caller prints
/// ([`CanonicalForm::notation_within`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the value's notation takes {len} bytes, with its repeated sub-games named; at most {limit} are printed"
)]
pub struct NotationTooLong {
    /// The notation's length in bytes.
    pub len: u64,
    /// The most bytes printed.
    pub limit: u64,
}

/// The notation of a game that has one of its own: `x + *n`; `x` plus `ups` ups (downs
/// when negative), and a star when `star`: `x^`, `xv`, `x^*`, `x^^`, `x^3`, `xvv*`;
/// `c±r`.
enum Special {
    NumberAndNimber(Dyadic, u64),
    Arrow { x: Dyadic, ups: i64, star: bool },
    Switch(Dyadic, Dyadic),
}

impl fmt::Display for Special {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = |f: &mut fmt::Formatter<'_>, x: &Dyadic| {
            if *x == Dyadic::zero() {
                Ok(())
            } else {
                write!(f, "{x}")
            }
        };
        match self {
            Special::NumberAndNimber(x, n) => write_number_and_nimber(f, x, *n),
            Special::Arrow { x, ups, star } => {
                prefix(f, x)?;
                let arrow = if *ups > 0 { "^" } else { "v" };
                match ups.unsigned_abs() {
                    1 => f.write_str(arrow)?,
                    2 => write!(f, "{arrow}{arrow}")?,
                    n => write!(f, "{arrow}{n}")?,
                }
                if *star { f.write_str("*") } else { Ok(()) }
            }
            Special::Switch(centre, radius) => {
                prefix(f, centre)?;
                write!(f, "±{radius}")
            }
        }
    }
}

/// `x + *n` in the notation: `x` alone for `n = 0`; otherwise `x` (left out when 0), `*`,
/// and `n` unless it is 1: `0`, `*`, `*2`, `1/2*`. The one place nimbers are written.
pub(crate) fn write_number_and_nimber(
    f: &mut fmt::Formatter<'_>,
    x: &Dyadic,
    n: u64,
) -> fmt::Result {
    if n == 0 {
        return write!(f, "{x}");
    }
    if *x != Dyadic::zero() {
        write!(f, "{x}")?;
    }
    match n {
        1 => f.write_str("*"),
        n => write!(f, "*{n}"),
    }
}

impl fmt::Display for CanonicalForm {
    /// CGSuite's notation (see [`CanonicalForm`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Sharing::new(self, &self.specials(), UNSHARED_LIMIT).write(f)
    }
}

/// Why a text is not a game in the notation [`CanonicalForm`] writes: the part at fault
/// and where it starts (line and column, from 1, the column counted in characters).
///
/// ```
/// use hackenbush::canonical::CanonicalForm;
/// let error = "{0|x}".parse::<CanonicalForm>().unwrap_err();
/// assert_eq!((error.line(), error.column()), (1, 4));
/// assert!(error.to_string().starts_with("line 1, column 4: `x` is not a game"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {fault}")]
pub struct NotationError {
    /// The part of the text at fault.
    text: String,
    line: usize,
    column: usize,
    fault: Fault,
}

/// What is wrong with the part of a text a [`NotationError`] names.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
enum Fault {
    /// It is not a game in the notation.
    #[error(
        "`{0}` is not a game in CGSuite's notation (or not a short one: numbers and nimbers are read up to {MAX_READ})"
    )]
    NotAGame(String),
    /// Braces nested deeper than [`NESTING_LIMIT`] (the brace named opens the level past
    /// it).
    #[error(
        "braces nested more than {NESTING_LIMIT} deep; games are read up to {NESTING_LIMIT} levels of braces"
    )]
    Nested,
    /// A game born later than [`BIRTHDAY_LIMIT`] (through definitions that name each
    /// other, or numbers and nimbers inside braces).
    #[error(
        "a game born on day {birthday}; games are read up to day {BIRTHDAY_LIMIT} (each level of braces, definition, and step of a number or nimber takes a day)"
    )]
    Late {
        /// Its birthday.
        birthday: u32,
    },
}

impl NotationError {
    /// The error of `part`, a part of `whole`, which is not a game.
    fn at(whole: &str, part: &str) -> NotationError {
        NotationError::with(whole, part, Fault::NotAGame(part.to_owned()))
    }

    /// The error `fault` of `part`, a part of `whole`.
    fn with(whole: &str, part: &str, fault: Fault) -> NotationError {
        let offset = (part.as_ptr() as usize)
            .saturating_sub(whole.as_ptr() as usize)
            .min(whole.len());
        let before = whole.get(..offset).unwrap_or("");
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = before[line_start..].chars().count() + 1;
        NotationError {
            text: part.to_owned(),
            line,
            column,
            fault,
        }
    }

    /// The line (from 1) where the part at fault starts.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The column (from 1, in characters) where the part at fault starts.
    pub fn column(&self) -> usize {
        self.column
    }
}

/// The largest integer part, exponent of a fraction's denominator and nimber read from a
/// text, so that a short text never asks for a huge game.
const MAX_READ: u64 = 256;

/// The deepest nesting of braces read from a text (`{{{0|}|}|}` nests 3 deep); deeper is
/// refused, naming the brace that passes it. Values of pictures nest at most one level an
/// edge in play, up to [`crate::canonical::TOTAL_LIMIT`].
pub const NESTING_LIMIT: usize = 256;

/// The latest birthday of a game read from a text (each level of braces, each definition
/// naming the one before it, each step of a number or a nimber takes a day); later is
/// refused. Every recursion over a game (comparing, adding, writing) goes at most one
/// level a day, so this bounds the stack they take; games within [`NESTING_LIMIT`] levels
/// of numbers and nimbers up to the largest read (day 769 at most) are within it.
pub const BIRTHDAY_LIMIT: u32 = 2048;

/// The first brace of `text` that opens a level past [`NESTING_LIMIT`], if one does.
fn too_deep(text: &str) -> Option<&str> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '{' => {
                depth += 1;
                if depth > NESTING_LIMIT {
                    return Some(&text[i..i + 1]);
                }
            }
            '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// `form`, refused when it is born later than [`BIRTHDAY_LIMIT`]; `part` is the text
/// that names it, a part of `whole`.
fn in_time(engine: &Engine, form: Form, whole: &str, part: &str) -> Result<Form, NotationError> {
    let birthday = engine.birthday(form);
    if birthday > BIRTHDAY_LIMIT {
        return Err(NotationError::with(whole, part, Fault::Late { birthday }));
    }
    Ok(form)
}

impl FromStr for CanonicalForm {
    type Err = NotationError;

    /// Reads the notation [`CanonicalForm`] writes; `{L|R}` may name any games, which are
    /// simplified to canonical form.
    fn from_str(text: &str) -> Result<CanonicalForm, NotationError> {
        if let Some(brace) = too_deep(text) {
            return Err(NotationError::with(text, brace, Fault::Nested));
        }
        let mut engine = Engine::new();
        let (game, definitions) = text.split_once(WHERE).unwrap_or((text, ""));
        let mut named: Vec<Form> = Vec::new();
        if !definitions.is_empty() {
            for definition in definitions.split(NEXT) {
                let error = || NotationError::at(text, definition);
                let (name, body) = definition.split_once(IS).ok_or_else(error)?;
                if name != format!("{NAME}{}", named.len() + 1) {
                    return Err(error());
                }
                let form = read(&mut engine, &named, text, body)?;
                named.push(in_time(&engine, form, text, definition)?);
            }
        }
        let form = read(&mut engine, &named, text, game)?;
        Ok(CanonicalForm::new(&engine, form))
    }
}

/// The game `text` names, built in `engine`; `named[k - 1]` is the game named `Gk`.
fn read(
    engine: &mut Engine,
    named: &[Form],
    whole: &str,
    text: &str,
) -> Result<Form, NotationError> {
    // Spaces around a game are allowed (`{1 | -1}`); the part stays a slice of `whole`,
    // so an error still says where it starts.
    let text = text.trim();
    let error = || NotationError::at(whole, text);
    if let Some(number) = text.strip_prefix(NAME) {
        return number
            .parse::<usize>()
            .ok()
            .filter(|_| games_common::range::is_digits(number))
            .and_then(|k| named.get(k.checked_sub(1)?))
            .copied()
            .ok_or_else(error);
    }
    if let Some(inner) = text.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
        let sides = split_outside_braces(inner, '|');
        let [left, right] = sides.as_slice() else {
            return Err(error());
        };
        let mut options = |side: &str| -> Result<Vec<Form>, NotationError> {
            if side.trim().is_empty() {
                return Ok(Vec::new());
            }
            split_outside_braces(side, ',')
                .into_iter()
                .map(|option| read(engine, named, whole, option))
                .collect()
        };
        let (left, right) = (options(left)?, options(right)?);
        let form = engine.make(&left, &right);
        return in_time(engine, form, whole, text);
    }
    let end = text
        .find(|c: char| !(c.is_ascii_digit() || c == '-' || c == '/'))
        .unwrap_or(text.len());
    let (written, rest) = text.split_at(end);
    let x = if written.is_empty() {
        Dyadic::zero()
    } else {
        written.parse::<Dyadic>().map_err(|_| error())?
    };
    let short =
        |x: &Dyadic| x.floor().magnitude() <= &BigUint::from(MAX_READ) && x.exponent() <= MAX_READ;
    if !short(&x) {
        return Err(error());
    }
    match rest {
        "" if !written.is_empty() => Ok(number_and_nimber(engine, &x, 0)),
        "*" => Ok(number_and_nimber(engine, &x, 1)),
        _ if rest.starts_with(['^', 'v']) => {
            let (ups, star) = arrows(rest).ok_or_else(error)?;
            let form = number_and_arrows(engine, &x, ups, star);
            in_time(engine, form, whole, text)
        }
        _ => {
            if let Some(n) = rest.strip_prefix('*') {
                let n: u64 = n
                    .parse()
                    .ok()
                    .filter(|&k| k <= MAX_READ && games_common::range::is_digits(n))
                    .ok_or_else(error)?;
                return Ok(number_and_nimber(engine, &x, n));
            }
            let radius: Dyadic = rest
                .strip_prefix('±')
                .and_then(|r| r.parse().ok())
                .filter(|r| *r > Dyadic::zero() && short(r))
                .ok_or_else(error)?;
            let high = x.clone() + radius.clone();
            let low = x.clone() - radius;
            if !short(&high) || !short(&low) {
                return Err(error());
            }
            let (high, low) = (number(engine, &high), number(engine, &low));
            Ok(engine.make(&[high], &[low]))
        }
    }
}

/// `text` split at each `separator` outside braces.
fn split_outside_braces(text: &str, separator: char) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0usize, 0);
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            c if c == separator && depth == 0 => {
                parts.push(&text[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// The ups (negative: downs) and star of an arrow's notation: `^`, `^^`, `^3` (up to
/// [`BIRTHDAY_LIMIT`], the day `^n` is born by then checked; `^2` is read as `^^`), `v`, `vv`, `v3`, each maybe followed by `*`.
fn arrows(text: &str) -> Option<(i64, bool)> {
    let (sign, rest) = match text.chars().next()? {
        '^' => (1, &text[1..]),
        'v' => (-1, &text[1..]),
        _ => return None,
    };
    let (rest, star) = match rest.strip_suffix('*') {
        Some(rest) => (rest, true),
        None => (rest, false),
    };
    let again = if sign > 0 { "^" } else { "v" };
    let count: u64 = match rest {
        "" => 1,
        _ if rest == again => 2,
        digits if digits.bytes().all(|b| b.is_ascii_digit()) && !digits.starts_with('0') => digits
            .parse()
            .ok()
            .filter(|&n| (2..=u64::from(BIRTHDAY_LIMIT)).contains(&n))?,
        _ => return None,
    };
    Some((sign * i64::try_from(count).ok()?, star))
}

/// `x` plus `ups` ups (downs when negative, not 0), plus a star when `star`, in canonical
/// form: `x^ = {x | x*}`, `x^* = {x, x* | x}`, then `x^n = {x | x^(n-1)*}` and
/// `x^n* = {x | x^(n-1)}`; downs mirrored.
fn number_and_arrows(engine: &mut Engine, x: &Dyadic, ups: i64, star: bool) -> Form {
    let (plain, starred) = (
        number_and_nimber(engine, x, 0),
        number_and_nimber(engine, x, 1),
    );
    let count = ups.unsigned_abs();
    // Each step past the first toggles the star.
    let first_star = star ^ count.is_multiple_of(2);
    let mut game = match (ups > 0, first_star) {
        (true, false) => engine.make(&[plain], &[starred]),
        (true, true) => engine.make(&[plain, starred], &[plain]),
        (false, false) => engine.make(&[starred], &[plain]),
        (false, true) => engine.make(&[plain], &[plain, starred]),
    };
    for _ in 1..count {
        game = if ups > 0 {
            engine.make(&[plain], &[game])
        } else {
            engine.make(&[game], &[plain])
        };
    }
    game
}

/// The number `x` in canonical form: each prefix of its sign expansion is a number whose
/// Left option is the prefix before its last `+` and Right option the prefix before its
/// last `-`.
pub(super) fn number(engine: &mut Engine, x: &Dyadic) -> Form {
    let signs = x.signs();
    let mut prefixes = vec![engine.zero()];
    let (mut last_plus, mut last_minus) = (None, None);
    for (i, &plus) in signs.iter().enumerate() {
        if plus {
            last_plus = Some(i);
        } else {
            last_minus = Some(i);
        }
        let left: Vec<Form> = last_plus.map(|j| prefixes[j]).into_iter().collect();
        let right: Vec<Form> = last_minus.map(|j| prefixes[j]).into_iter().collect();
        let form = engine.make(&left, &right);
        prefixes.push(form);
    }
    *prefixes.last().expect("the empty prefix")
}

/// `x + *n` in canonical form: `{x + *k | x + *k}` for every `k < n`.
///
/// These options are canonical already, and none is dominated (any two differ by a
/// nimber, so they are confused) or reversible (a Left option's Right option is `x + *j`,
/// confused with `x + *n`, or `x^R + *k`, greater than it), so the form is interned as it
/// is. Simplifying it through [`Engine::make`] would compare every pair of options at each
/// step, about `n^3` comparisons: `*222` took 24 s that way.
pub(super) fn number_and_nimber(engine: &mut Engine, x: &Dyadic, n: u64) -> Form {
    let mut below = vec![number(engine, x)];
    for _ in 0..n {
        let form = engine.intern(below.clone(), below.clone());
        below.push(form);
    }
    below[n as usize]
}

impl CanonicalForm {
    /// The game `x + *n` (`x*n` in the notation), built directly rather than read from its
    /// notation; `None` past what the notation reads (`x` with a whole part or an exponent
    /// above 256, or `n` above 256), which keeps its cost small.
    ///
    /// ```
    /// use hackenbush::canonical::CanonicalForm;
    /// use hackenbush::Dyadic;
    ///
    /// let half: Dyadic = "1/2".parse().unwrap();
    /// let form = CanonicalForm::number_and_nimber(&half, 3).unwrap();
    /// assert_eq!(form, "1/2*3".parse::<CanonicalForm>().unwrap());
    /// assert!(CanonicalForm::number_and_nimber(&half, 257).is_none());
    /// ```
    pub fn number_and_nimber(x: &Dyadic, n: u64) -> Option<CanonicalForm> {
        let short = x.floor().magnitude() <= &BigUint::from(MAX_READ) && x.exponent() <= MAX_READ;
        if !short || n > MAX_READ {
            return None;
        }
        let mut engine = Engine::new();
        let form = number_and_nimber(&mut engine, x, n);
        Some(CanonicalForm::new(&engine, form))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for CanonicalForm {
    /// As its notation, a string (`"^*"`).
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for CanonicalForm {
    /// From its notation.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_back(text: &str) -> String {
        text.parse::<CanonicalForm>().unwrap().to_string()
    }

    #[test]
    fn numbers_and_nimbers_are_what_simplification_makes() {
        let mut engine = Engine::new();
        for x in ["0", "1", "-2", "1/2", "-3/8", "7/4"] {
            let x: Dyadic = x.parse().unwrap();
            let mut below = vec![number(&mut engine, &x)];
            for n in 1..=9u64 {
                let simplified = engine.make(&below, &below);
                below.push(simplified);
                assert_eq!(number_and_nimber(&mut engine, &x, n), simplified, "{x}*{n}");
            }
        }
    }

    #[test]
    fn notations_read_back() {
        for text in [
            "0",
            "1",
            "-1",
            "1/2",
            "-3/8",
            "*",
            "*2",
            "1/2*",
            "-1*3",
            "^",
            "v",
            "^*",
            "v*",
            "^^",
            "^^*",
            "^3",
            "^3*",
            "vv",
            "vv*",
            "v3",
            "v7*",
            "1^",
            "-1/2^^",
            "1v3*",
            "-1/2v*",
            "±1",
            "1±1/2",
            "-1±2",
            "{-1/2|{-1/2,-1/2*,-1/2*2|-1/2,-1/2*}}",
        ] {
            assert_eq!(read_back(text), text);
        }
        // Not canonical as written, canonical once read.
        assert_eq!(read_back("{0,1|1}"), "1*");
        assert_eq!(read_back("{*|}"), "0");
        assert_eq!(read_back("{0|0}"), "*");
        for bad in [
            "", "x", "{0|1", "{0}", "*-1", "1/3", "±0", "^^^", "^1", "^03", "v^", "^3**", "^2049",
            "*1000000", "9999",
        ] {
            assert!(bad.parse::<CanonicalForm>().is_err(), "{bad:?}");
        }
    }

    /// An error names the innermost part at fault and where it starts, in characters
    /// (`±` is one), also inside a definition after `where`; spaces around games are
    /// allowed.
    #[test]
    fn errors_are_located() {
        let at = |text: &str| {
            let e = text.parse::<CanonicalForm>().unwrap_err();
            (e.text.clone(), e.line(), e.column())
        };
        let part = |s: &str| s.to_owned();
        assert_eq!(at("{0,{1|y}|0}"), (part("y"), 1, 7));
        assert_eq!(at("{±1|±1,z}"), (part("z"), 1, 8));
        assert_eq!(at("{G1|0} where G1 = {0|q}"), (part("q"), 1, 22));
        assert_eq!(at("{G1|0} where G2 = 0"), (part("G2 = 0"), 1, 14));
        assert_eq!(at("{0|1"), (part("{0|1"), 1, 1));
        assert_eq!(at("{0|\n x}"), (part("x"), 2, 2));
        assert_eq!(read_back("{1 | -1}"), "±1");
        assert_eq!(read_back("{ 0 , * | 0 }"), "^*");
        assert_eq!(read_back("{ | }"), "0");
    }

    /// The same game from two engines built in different orders is one value.
    #[test]
    fn equal_games_are_equal_values() {
        let mut a = Engine::new();
        let zero = a.zero();
        let star = a.make(&[zero], &[zero]);
        let up = a.make(&[zero], &[star]);
        let up_star = a.add(up, star);
        let mut b = Engine::new();
        let zero_b = b.zero();
        let one = b.make(&[zero_b], &[]);
        let star_b = b.make(&[zero_b], &[zero_b]);
        let _ = b.make(&[one], &[star_b]);
        let up_star_b = b.make(&[zero_b, star_b], &[zero_b]);
        assert_eq!(
            CanonicalForm::new(&a, up_star),
            CanonicalForm::new(&b, up_star_b)
        );
        let mut c = Engine::new();
        let form = CanonicalForm::new(&a, up_star).form(&mut c);
        assert_eq!(c.notation(form), "^*");
    }
}
