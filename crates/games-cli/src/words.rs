//! The words every program writes the same way: a count and its noun, which agree
//! ([`counted`]: "1 phase", "2 phases"), and a list that may be empty, written `none` when
//! it is ([`listed`]), so that no answer ends with nothing after its colon.

use std::fmt::Display;

/// `n` and `noun`, the noun plural unless `n` is written `1`: "1 cell", "0 moves",
/// "27 live digits". Any count that displays as a number will do (`usize`, `u64`, a big
/// integer).
///
/// The last word of `noun` takes the regular English plural: `-es` after `s`, `x`, `z`,
/// `ch` and `sh` ("2 boxes"), `-ies` for a `y` after a consonant ("2 winning replies"),
/// `-s` otherwise ("2 days"). An irregular noun ("child") is not known.
///
/// ```
/// use games_cli::counted;
///
/// assert_eq!(counted(1, "phase"), "1 phase");
/// assert_eq!(counted(2_u64, "phase"), "2 phases");
/// assert_eq!(counted(0, "winning reply"), "0 winning replies");
/// ```
pub fn counted(n: impl Display, noun: &str) -> String {
    let n = n.to_string();
    if n == "1" {
        format!("1 {noun}")
    } else {
        format!("{n} {}", plural(noun))
    }
}

/// The regular plural of the last word of `noun`.
fn plural(noun: &str) -> String {
    let lower = noun.to_ascii_lowercase();
    let sibilant = ["s", "x", "z", "ch", "sh"]
        .iter()
        .any(|end| lower.ends_with(end));
    let mut letters = lower.chars().rev();
    let consonant_y = letters.next() == Some('y')
        && letters
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() && !"aeiou".contains(c));
    if sibilant {
        format!("{noun}es")
    } else if consonant_y {
        format!("{}ies", &noun[..noun.len() - 1])
    } else {
        format!("{noun}s")
    }
}

/// The items written one after the other with `separator` between them, or `none` when
/// there are none: how every program writes a list that may be empty.
///
/// ```
/// use games_cli::listed;
///
/// assert_eq!(listed([2, 5, 7], " "), "2 5 7");
/// assert_eq!(listed(Vec::<u32>::new(), ", "), "none");
/// ```
pub fn listed<T: Display>(items: impl IntoIterator<Item = T>, separator: &str) -> String {
    let mut text = String::new();
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            text.push_str(separator);
        }
        text.push_str(&item.to_string());
    }
    if text.is_empty() {
        "none".to_owned()
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_noun_agrees_with_its_count() {
        assert_eq!(counted(1, "cell"), "1 cell");
        assert_eq!(counted(0, "move"), "0 moves");
        assert_eq!(counted(27_usize, "live digit"), "27 live digits");
        assert_eq!(counted(1_u64, "winning reply"), "1 winning reply");
        assert_eq!(counted(3_u64, "winning reply"), "3 winning replies");
    }

    #[test]
    fn regular_plurals() {
        assert_eq!(counted(2, "phase"), "2 phases");
        assert_eq!(counted(2, "box"), "2 boxes");
        assert_eq!(counted(2, "batch"), "2 batches");
        assert_eq!(counted(2, "bus"), "2 buses");
        assert_eq!(counted(2, "day"), "2 days");
        assert_eq!(counted(2, "A4 sheet"), "2 A4 sheets");
        assert_eq!(counted(2, "Y"), "2 Ys");
    }

    /// Only a count written `1` takes the singular: 11 and 21 do not.
    #[test]
    fn only_one_is_singular() {
        assert_eq!(counted(11, "card"), "11 cards");
        assert_eq!(counted(21, "card"), "21 cards");
        assert_eq!(counted(-1, "card"), "-1 cards");
    }

    #[test]
    fn an_empty_list_is_none() {
        assert_eq!(listed(["a"], ", "), "a");
        assert_eq!(listed(["a", "b"], ", "), "a, b");
        assert_eq!(listed(std::iter::empty::<&str>(), ", "), "none");
    }
}
