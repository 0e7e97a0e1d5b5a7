//! The answer for any picture: its value (a nimber, a number or a game in canonical form,
//! by its colour class), who wins, each player's winning moves, and its size.

use std::cmp::Ordering;
use std::fmt;

use games_common::Nimber;

use crate::cgt::{CanonicalForm, write_number_and_nimber};
use crate::colour::ColourClass;
use crate::dyadic::Dyadic;
use crate::outcome::{Outcome, WinningMoves};
use crate::picture::Picture;

/// What a picture is worth, by its colour class.
///
/// It prints as the game writes it: a nimber `0`, `*`, `*2`, ...; a number as a fraction
/// (`-3/8`); a game in CGSuite's notation ([`CanonicalForm`]). With the `serde` feature it
/// serializes as two fields, the colour class and the value: `"colour_class":"blue-red",
/// "value":"-1/4"` (a nimber as the number of its heap, `"colour_class":"green","value":3`;
/// a number or a game as the string it prints as).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(tag = "colour_class", content = "value")
)]
#[non_exhaustive]
pub enum Value {
    /// A green picture's: the Nim heap it is worth.
    #[cfg_attr(
        feature = "serde",
        serde(rename = "green", with = "crate::json::nimber")
    )]
    Nimber(Nimber),
    /// A blue-red picture's: a number, positive when Left (Blue) wins.
    #[cfg_attr(feature = "serde", serde(rename = "blue-red"))]
    Number(Dyadic),
    /// A red-blue-green picture's: a game in canonical form.
    #[cfg_attr(feature = "serde", serde(rename = "red-blue-green"))]
    Canonical(CanonicalForm),
}

impl Value {
    /// The value as a game in canonical form, to add or compare with others: a nimber or
    /// a number converted directly ([`CanonicalForm::number_and_nimber`]), `None` when it
    /// is past what that builds (above 256).
    pub fn to_canonical(&self) -> Option<CanonicalForm> {
        match self {
            Value::Nimber(n) => CanonicalForm::number_and_nimber(&Dyadic::zero(), n.0),
            Value::Number(x) => CanonicalForm::number_and_nimber(x, 0),
            Value::Canonical(form) => Some(form.clone()),
        }
    }

    /// The colour class whose solver gives this kind of value.
    pub fn colour_class(&self) -> ColourClass {
        match self {
            Value::Nimber(_) => ColourClass::Green,
            Value::Number(_) => ColourClass::BlueRed,
            Value::Canonical(_) => ColourClass::RedBlueGreen,
        }
    }
}

impl From<Nimber> for Value {
    /// A green picture's value.
    fn from(heap: Nimber) -> Value {
        Value::Nimber(heap)
    }
}

impl fmt::Display for Value {
    /// The one writer of a value, which every front end shows: CGSuite's notation.
    /// `0`, `*`, `*2` for a nimber; the number (`-3/8`); the game in CGSuite's notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Nimber(n) => write_number_and_nimber(f, &Dyadic::zero(), n.0),
            Value::Number(x) => write!(f, "{x}"),
            Value::Canonical(g) => write!(f, "{g}"),
        }
    }
}

/// What a picture is worth and how to win it, whatever its colours: [`crate::solve`]'s
/// answer.
///
/// With the `serde` feature it serializes as the document of `hackenbush solve --json`
/// for a blue-red or red-blue-green picture (`tests/fixtures/half.txt`):
/// `{"colour_class":"blue-red","value":"-1/4","outcome":"right",
/// "winning_moves":{"left":[],"right":[6]},"edges":6,"vertices":7}` (the [`Value`] as its
/// two fields).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct Answer {
    /// The value.
    #[cfg_attr(feature = "serde", serde(flatten))]
    pub value: Value,
    /// Who wins, by who moves first.
    pub outcome: Outcome,
    /// Each player's winning moves when that player moves first (in a green picture both
    /// have the same).
    pub winning_moves: WinningMoves,
    /// How many edges the picture holds, also those the ground does not reach.
    pub edges: usize,
    /// How many vertices the picture holds: every distinct name, also those the ground
    /// does not reach.
    pub vertices: usize,
}

impl Answer {
    /// The answer for `picture` with this value, outcome and these winning moves.
    pub(crate) fn new(
        picture: &Picture,
        value: Value,
        outcome: Outcome,
        winning_moves: WinningMoves,
    ) -> Answer {
        Answer {
            value,
            outcome,
            winning_moves,
            edges: picture.edge_count(),
            vertices: picture.vertex_count(),
        }
    }

    /// The answer for a picture worth the number `value`: its outcome is its sign.
    pub(crate) fn number(picture: &Picture, value: Dyadic, winning_moves: WinningMoves) -> Answer {
        let outcome = match value.signum() {
            Ordering::Greater => Outcome::Left,
            Ordering::Less => Outcome::Right,
            Ordering::Equal => Outcome::Second,
        };
        Answer::new(picture, Value::Number(value), outcome, winning_moves)
    }

    /// The colour class of the picture answered.
    pub fn colour_class(&self) -> ColourClass {
        self.value.colour_class()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_picture;
    use crate::solve::solve;

    /// Each kind of value prints as the game writes it.
    #[test]
    fn values_print_as_the_game_writes_them() {
        let shown = |text: &str| {
            let picture = parse_picture(text, "G").unwrap();
            solve(&picture).unwrap().value.to_string()
        };
        let worked = [
            ("", "0"),
            ("G a\n", "*"),
            ("G a\na b\n", "*2"),
            ("G a\na b\nb c\nG d\nd e\n", "*"),
            ("G a red\na b blue\n", "-1/2"),
            ("G a green\na b red\n", "v*"),
        ];
        for (text, value) in worked {
            assert_eq!(shown(text), value, "{text:?}");
        }
        assert_eq!(Value::Nimber(Nimber(12)).to_string(), "*12");
    }

    /// Every kind of answer reads back from what it writes, whatever its colour class.
    #[cfg(feature = "serde")]
    #[test]
    fn answers_read_back() {
        for (text, document) in [
            (
                "G a\nG b\n",
                r#"{"colour_class":"green","value":0,"outcome":"second","winning_moves":{"left":[],"right":[]},"edges":2,"vertices":3}"#,
            ),
            (
                "G a blue\na b red\n",
                r#"{"colour_class":"blue-red","value":"1/2","outcome":"left","winning_moves":{"left":[1],"right":[]},"edges":2,"vertices":3}"#,
            ),
            (
                "G a green\na b blue\n",
                r#"{"colour_class":"red-blue-green","value":"^*","outcome":"first","winning_moves":{"left":[1],"right":[1]},"edges":2,"vertices":3}"#,
            ),
        ] {
            let answer = solve(&parse_picture(text, "G").unwrap()).unwrap();
            assert_eq!(serde_json::to_string(&answer).unwrap(), document);
            let read: Answer = serde_json::from_str(document).unwrap();
            assert_eq!(read, answer);
        }
    }
}
