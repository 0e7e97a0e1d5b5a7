//! The colours of edges: who may cut an edge. Left (Blue) cuts blue and green edges, Right
//! (Red) cuts red and green edges; an edge written without a colour is green, so a picture
//! of plain edges is Green Hackenbush, as it always was.

use std::fmt;

/// The colour of an edge, which says who may cut it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Colour {
    /// Only Left (Blue) may cut it.
    Blue,
    /// Only Right (Red) may cut it.
    Red,
    /// Either player may cut it (the colour of an edge written without one).
    Green,
}

impl Colour {
    /// The colour a token of the text format names: `blue`, `red` or `green`, or their
    /// first letters `b`, `r`, `g`, in lower case (so a vertex named `G` written by
    /// mistake as a third token is an error, not a colour). `None` for anything else.
    ///
    /// ```
    /// use hackenbush::Colour;
    /// assert_eq!(Colour::from_token("b"), Some(Colour::Blue));
    /// assert_eq!(Colour::from_token("red"), Some(Colour::Red));
    /// assert_eq!(Colour::from_token("Red"), None);
    /// assert_eq!(Colour::from_token("grey"), None);
    /// ```
    pub fn from_token(token: &str) -> Option<Colour> {
        match token {
            "blue" | "b" => Some(Colour::Blue),
            "red" | "r" => Some(Colour::Red),
            "green" | "g" => Some(Colour::Green),
            _ => None,
        }
    }

    /// The colour's name, in lower case: `blue`, `red`, `green`.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::Red => "red",
            Colour::Green => "green",
        }
    }

    /// Whether Left (Blue) may cut an edge of this colour.
    pub fn left_may_cut(self) -> bool {
        self != Colour::Red
    }

    /// Whether Right (Red) may cut an edge of this colour.
    pub fn right_may_cut(self) -> bool {
        self != Colour::Blue
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which game a picture is, by the colours of the edges connected to the ground (the
/// only ones in play).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
pub enum ColourClass {
    /// Every edge in play is green (also when no edge is): impartial, valued by a nimber.
    Green,
    /// Every edge in play is blue or red, at least one of them: a partizan game whose
    /// value is a number.
    BlueRed,
    /// Green edges and blue or red ones: Red-Blue-Green Hackenbush.
    RedBlueGreen,
}

impl ColourClass {
    /// The class of a position whose edges in play have these colours.
    pub fn of(colours: impl IntoIterator<Item = Colour>) -> ColourClass {
        let (mut green, mut partizan) = (false, false);
        for colour in colours {
            match colour {
                Colour::Green => green = true,
                Colour::Blue | Colour::Red => partizan = true,
            }
        }
        match (green, partizan) {
            (_, false) => ColourClass::Green,
            (false, true) => ColourClass::BlueRed,
            (true, true) => ColourClass::RedBlueGreen,
        }
    }

    /// The class's name as the command line prints it: `green`, `blue-red`,
    /// `red-blue-green`.
    pub fn name(self) -> &'static str {
        match self {
            ColourClass::Green => "green",
            ColourClass::BlueRed => "blue-red",
            ColourClass::RedBlueGreen => "red-blue-green",
        }
    }
}

impl fmt::Display for ColourClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_name_colours() {
        for (token, colour) in [
            ("blue", Colour::Blue),
            ("b", Colour::Blue),
            ("r", Colour::Red),
            ("red", Colour::Red),
            ("green", Colour::Green),
            ("g", Colour::Green),
        ] {
            assert_eq!(Colour::from_token(token), Some(colour), "{token}");
        }
        for token in ["", "bl", "x", "greenish", "grün", "bb", "G", "Blue", "RED"] {
            assert_eq!(Colour::from_token(token), None, "{token}");
        }
    }

    #[test]
    fn who_may_cut_what() {
        let cut = |c: Colour| (c.left_may_cut(), c.right_may_cut());
        assert_eq!(cut(Colour::Blue), (true, false));
        assert_eq!(cut(Colour::Red), (false, true));
        assert_eq!(cut(Colour::Green), (true, true));
    }

    #[test]
    fn classes() {
        use Colour::*;
        assert_eq!(ColourClass::of([]), ColourClass::Green);
        assert_eq!(ColourClass::of([Green, Green]), ColourClass::Green);
        assert_eq!(ColourClass::of([Red]), ColourClass::BlueRed);
        assert_eq!(ColourClass::of([Blue, Red]), ColourClass::BlueRed);
        assert_eq!(ColourClass::of([Blue, Green]), ColourClass::RedBlueGreen);
        assert_eq!(ColourClass::to_string(&ColourClass::BlueRed), "blue-red");
    }
}
