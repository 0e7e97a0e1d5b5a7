//! The check that a picture stands on its ground: a picture with edges, none of which
//! touches the ground, is a mistake (a misspelt ground, a `--ground` name no line uses),
//! not the game 0, so the front ends refuse it with [`Ungrounded`], naming what they read.

use std::fmt;

use super::Picture;

/// How many of the picture's vertex names an [`Ungrounded`] error quotes.
const QUOTED: usize = 3;

/// A picture with edges, none of which touches the ground ([`Picture::check_grounded`]):
/// the ground's name and some of the names the picture does hold, those that differ from
/// the ground only in case first.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct Ungrounded {
    /// The ground's name, as given.
    pub ground: String,
    /// Up to three of the picture's vertex names, those equal to the ground but for case
    /// first, then in the order the picture first names them.
    pub vertices: Vec<String>,
}

impl fmt::Display for Ungrounded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no edge touches the ground `{}`", self.ground)?;
        let quoted: Vec<String> = self.vertices.iter().map(|v| format!("`{v}`")).collect();
        match quoted.as_slice() {
            [] => Ok(()),
            [one] => write!(f, "; the picture's vertices include {one}"),
            [rest @ .., last] => write!(
                f,
                "; the picture's vertices include {} and {last}",
                rest.join(", ")
            ),
        }
    }
}

impl Picture {
    /// Checks that some edge touches the ground named `ground` when the picture has any
    /// edge. A picture with no edge at all passes: it is the game 0, every move made (what
    /// a game leaves at its end, or an empty file); a picture whose edges all miss the
    /// ground does not, since its ground is surely misnamed. [`crate::parse_picture`]
    /// does not check it, so that a caller may value such a picture (worth 0).
    ///
    /// ```
    /// use hackenbush::parse_picture;
    /// let picture = parse_picture("G a\na b\n", "g").unwrap();
    /// let error = picture.check_grounded("g").unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "no edge touches the ground `g`; the picture's vertices include `G`, `a` and `b`"
    /// );
    /// assert!(parse_picture("G a\n", "G").unwrap().check_grounded("G").is_ok());
    /// assert!(parse_picture("# nothing\n", "G").unwrap().check_grounded("G").is_ok());
    /// ```
    ///
    /// # Errors
    ///
    /// [`Ungrounded`], naming the ground and some of the vertices the picture holds.
    pub fn check_grounded(&self, ground: &str) -> Result<(), Ungrounded> {
        if self.ground.is_some() || self.edge_count() == 0 {
            return Ok(());
        }
        let names = (0..self.names.len()).map(|i| self.names.get(i));
        let ground_lower = ground.to_lowercase();
        let (mut vertices, others): (Vec<&str>, Vec<&str>) =
            names.partition(|name| name.to_lowercase() == ground_lower);
        vertices.extend(others);
        vertices.truncate(QUOTED);
        Err(Ungrounded {
            ground: ground.to_owned(),
            vertices: vertices.into_iter().map(str::to_owned).collect(),
        })
    }
}
