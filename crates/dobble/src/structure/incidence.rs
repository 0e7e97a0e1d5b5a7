//! A deck's 0/1 incidence matrix ([`incidence`], [`Incidence`]) and its dual ([`dual`]),
//! with the check every question of the structure makes first ([`checked`]).

use crate::deck::Deck;

use super::errors::StructureError;

/// Each card's symbols without repetition, or the first repeated symbol.
pub(super) fn checked(deck: &Deck) -> Result<(), StructureError> {
    let mut seen = vec![usize::MAX; deck.names().len()];
    for (c, card) in deck.cards().iter().enumerate() {
        for &s in card {
            if seen[s as usize] == c {
                return Err(StructureError::RepeatedSymbol {
                    line: deck.lines()[c],
                    symbol: deck.names()[s as usize].clone(),
                });
            }
            seen[s as usize] = c;
        }
    }
    Ok(())
}

/// The 0/1 incidence matrix of a deck: a row for each card (file order), a column for each
/// symbol (by first appearance).
///
/// It is kept sparse, as the columns of each row's ones, so a deck of many cards and many
/// symbols (100,000 cards of one symbol each: ten billion cells) takes the memory of the
/// deck, not of the matrix; [`Incidence::row`] gives a dense row at a time.
///
/// Serialized (feature `serde`) as `{"symbols":[names],"matrix":[[0,1,..],..]}`, written
/// a row at a time (a serializer that streams, such as `serde_json::to_writer`, never
/// holds the matrix), and read back from the same dense form.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "dense::Incidence"))]
#[non_exhaustive]
pub struct Incidence {
    /// The symbols' names, one a column.
    pub symbols: Vec<String>,
    /// For each card, the columns of the symbols it shows, ascending.
    pub ones: Vec<Vec<u32>>,
}

impl Incidence {
    /// Row `card` (from 0) as 0s and 1s, one a column, made as it is read.
    ///
    /// # Panics
    /// If `card` is not below the number of rows.
    pub fn row(&self, card: usize) -> impl Iterator<Item = u8> + '_ {
        let mut ones = self.ones[card].iter().peekable();
        (0..self.symbols.len()).map(move |column| {
            if ones.next_if(|&&one| one as usize == column).is_some() {
                1
            } else {
                0
            }
        })
    }

    /// The whole matrix, dense: a row for each card, a column for each symbol. It takes a
    /// byte a cell; [`Incidence::row`] reads one row at a time.
    pub fn matrix(&self) -> Vec<Vec<u8>> {
        (0..self.ones.len())
            .map(|c| self.row(c).collect())
            .collect()
    }
}

/// The incidence matrix of `deck`.
///
/// # Errors
/// [`StructureError::RepeatedSymbol`] for a card that shows a symbol twice.
///
/// ```
/// let deck = dobble::Deck::parse("a b\nc b\n").unwrap();
/// let incidence = dobble::structure::incidence(&deck).unwrap();
/// assert_eq!(incidence.symbols, ["a", "b", "c"]);
/// assert_eq!(incidence.ones, [[0, 1], [1, 2]]);
/// assert_eq!(incidence.matrix(), [[1, 1, 0], [0, 1, 1]]);
/// ```
pub fn incidence(deck: &Deck) -> Result<Incidence, StructureError> {
    checked(deck)?;
    let ones = deck
        .cards()
        .iter()
        .map(|card| {
            let mut row = card.clone();
            row.sort_unstable();
            row
        })
        .collect();
    Ok(Incidence {
        symbols: deck.names().to_vec(),
        ones,
    })
}

/// The serialized form of an [`Incidence`]: dense rows, written one at a time.
#[cfg(feature = "serde")]
mod dense {
    use serde::ser::{SerializeSeq, SerializeStruct};
    use serde::{Serialize, Serializer};

    /// An incidence matrix as it is read: names and dense rows.
    #[derive(serde::Deserialize)]
    pub(super) struct Incidence {
        symbols: Vec<String>,
        matrix: Vec<Vec<u8>>,
    }

    impl TryFrom<Incidence> for super::Incidence {
        type Error = String;

        fn try_from(dense: Incidence) -> Result<Self, String> {
            let mut ones = Vec::with_capacity(dense.matrix.len());
            for (c, row) in dense.matrix.iter().enumerate() {
                if row.len() != dense.symbols.len() {
                    return Err(format!(
                        "row {} has {} entries for {} symbols",
                        c + 1,
                        row.len(),
                        dense.symbols.len()
                    ));
                }
                let mut columns = Vec::new();
                for (s, &x) in row.iter().enumerate() {
                    match x {
                        0 => {}
                        1 => columns.push(s as u32),
                        _ => return Err(format!("row {} holds {x}, not 0 or 1", c + 1)),
                    }
                }
                ones.push(columns);
            }
            Ok(super::Incidence {
                symbols: dense.symbols,
                ones,
            })
        }
    }

    /// One dense row, made while it is written.
    struct Row<'a>(&'a super::Incidence, usize);

    impl Serialize for Row<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut seq = s.serialize_seq(Some(self.0.symbols.len()))?;
            for x in self.0.row(self.1) {
                seq.serialize_element(&x)?;
            }
            seq.end()
        }
    }

    /// The rows, one at a time.
    struct Rows<'a>(&'a super::Incidence);

    impl Serialize for Rows<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut seq = s.serialize_seq(Some(self.0.ones.len()))?;
            for c in 0..self.0.ones.len() {
                seq.serialize_element(&Row(self.0, c))?;
            }
            seq.end()
        }
    }

    impl Serialize for super::Incidence {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut object = s.serialize_struct("Incidence", 2)?;
            object.serialize_field("symbols", &self.symbols)?;
            object.serialize_field("matrix", &Rows(self))?;
            object.end()
        }
    }
}

/// The dual of `deck`: cards become symbols and symbols cards. Symbol `i` of the dual is
/// card `i` of the deck, named by its number from 1 (`1`, `2`, ...); card `s` of the dual
/// (on line `s + 1`) is symbol `s` of the deck, and lists the cards that show it, in
/// ascending order. The dual of the dual is the deck again, with numbers for names.
///
/// # Errors
/// [`StructureError::RepeatedSymbol`] for a card that shows a symbol twice.
///
/// ```
/// let deck = dobble::Deck::parse("cat dog\ndog owl\n").unwrap();
/// let dual = dobble::structure::dual(&deck).unwrap();
/// assert_eq!(dual.names(), ["1", "2"]);
/// // cat is on card 1, dog on cards 1 and 2, owl on card 2.
/// assert_eq!(dual.cards(), [vec![0], vec![0, 1], vec![1]]);
/// ```
pub fn dual(deck: &Deck) -> Result<Deck, StructureError> {
    checked(deck)?;
    let mut through = vec![Vec::new(); deck.names().len()];
    for (c, card) in deck.cards().iter().enumerate() {
        for &s in card {
            through[s as usize].push(c as u32);
        }
    }
    let mut dual = Deck::numbered(through);
    dual.rename((1..=deck.cards().len()).map(|c| c.to_string()).collect());
    Ok(dual)
}
