//! The notation of a big canonical form with its repeated sub-games named.
//!
//! A canonical form is a graph of games, and a sub-game reached along many paths is written
//! once on each path when the form is written as a tree: the text of a sum of a few coloured
//! stalks grows exponentially with their length. So a form whose tree would take more than
//! [`UNSHARED_LIMIT`] bytes is written with every sub-game in braces that occurs more than
//! once named `G1`, `G2`, ... and defined once after the form, each definition naming only
//! earlier ones: `{G2|G1,G2} where G1 = {3/2|3/2v*}; G2 = {3/2,G1|3/2v*}`. Every game the
//! form reaches is then written at most once, so the text grows with the number of games,
//! not the number of paths. A small form is written as a tree, as always.
//!
//! A game whose braces would nest more than [`NESTED_LIMIT`] deep is named too, so that
//! the text stays within the reader's nesting limit ([`super::NESTING_LIMIT`]) and reads
//! back, however late the game is born.

use std::fmt;

use super::CanonicalForm;

/// The most bytes a form is written in as a tree, without names; a form whose tree is
/// longer is written with its repeated sub-games named.
pub(crate) const UNSHARED_LIMIT: u64 = 1024;

/// The most bytes of notation the `hackenbush` command prints for a value, repeated
/// sub-games named; a longer one is refused with its size
/// ([`CanonicalForm::notation_len`]).
pub const NOTATION_LIMIT: u64 = 1 << 20;

/// The deepest a game is written in braces inside another before it is named: half the
/// reader's [`super::NESTING_LIMIT`], which a definition's own braces stay within.
pub(crate) const NESTED_LIMIT: u32 = 128;

/// Between the form and its first definition.
pub(crate) const WHERE: &str = " where ";
/// Between two definitions.
pub(crate) const NEXT: &str = "; ";
/// Between a name and its definition.
pub(crate) const IS: &str = " = ";
/// What a name starts with, before its number.
pub(crate) const NAME: char = 'G';

/// How a form is written: which of its games are named, and their names.
pub(crate) struct Sharing<'a> {
    form: &'a CanonicalForm,
    /// Each game's notation of its own, if it has one (else it is written in braces).
    specials: &'a [Option<String>],
    /// Each game's name's number, when it is named.
    names: Vec<Option<usize>>,
    /// The named games, in the order of their names.
    named: Vec<usize>,
}

impl<'a> Sharing<'a> {
    /// Names the repeated sub-games of `form` in braces when its tree is longer than
    /// `unshared_limit` bytes.
    pub(crate) fn new(
        form: &'a CanonicalForm,
        specials: &'a [Option<String>],
        unshared_limit: u64,
    ) -> Sharing<'a> {
        let games = form.len();
        let mut sharing = Sharing {
            form,
            specials,
            names: vec![None; games],
            named: Vec::new(),
        };
        let root = games - 1;
        if sharing.tree_len(root) <= unshared_limit {
            sharing.name_deep(&vec![false; games]);
            return sharing;
        }
        // How often each game is written as an option of a game in braces that is written.
        let mut uses = vec![0u32; games];
        let mut seen = vec![false; games];
        let mut stack = vec![root];
        seen[root] = true;
        while let Some(g) = stack.pop() {
            if specials[g].is_some() {
                continue;
            }
            let (left, right) = form.options(g);
            for &option in left.iter().chain(right) {
                let option = option as usize;
                uses[option] = uses[option].saturating_add(1);
                if !seen[option] {
                    seen[option] = true;
                    stack.push(option);
                }
            }
        }
        let repeated: Vec<bool> = (0..games)
            .map(|g| uses[g] > 1 && specials[g].is_none())
            .collect();
        sharing.name_deep(&repeated);
        sharing
    }

    /// Names the games of `named` and every game whose braces would nest deeper than
    /// [`NESTED_LIMIT`] inside the braces of a game that is written out; options come
    /// before the games that have them, so names are defined in order.
    fn name_deep(&mut self, named: &[bool]) {
        let root = self.form.len() - 1;
        // How deep each game's braces nest when it is written out.
        let mut depth = vec![0u32; self.form.len()];
        for g in 0..self.form.len() {
            if self.specials[g].is_some() {
                continue;
            }
            let (left, right) = self.form.options(g);
            let inner = left
                .iter()
                .chain(right)
                .map(|&o| {
                    if self.names[o as usize].is_some() {
                        0
                    } else {
                        depth[o as usize]
                    }
                })
                .max()
                .unwrap_or(0);
            depth[g] = inner + 1;
            if g != root && (named[g] || depth[g] > NESTED_LIMIT) {
                self.named.push(g);
                self.names[g] = Some(self.named.len());
            }
        }
    }

    /// The bytes of the form's tree, without names (saturating: it can be astronomical).
    fn tree_len(&self, root: usize) -> u64 {
        let mut len = vec![0u64; root + 1];
        for g in 0..=root {
            len[g] = match &self.specials[g] {
                Some(text) => text.len() as u64,
                None => {
                    let (left, right) = self.form.options(g);
                    let commas = |side: &[u32]| side.len().saturating_sub(1) as u64;
                    left.iter()
                        .chain(right)
                        .fold(3 + commas(left) + commas(right), |sum, &o| {
                            sum.saturating_add(len[o as usize])
                        })
                }
            };
        }
        len[root]
    }

    /// The bytes [`Sharing::write`] writes, counted without keeping them.
    pub(crate) fn len(&self) -> u64 {
        let mut counter = Counter(0);
        self.write(&mut counter).expect("counting never fails");
        counter.0
    }

    /// The form, then the named games' definitions.
    pub(crate) fn write(&self, out: &mut impl fmt::Write) -> fmt::Result {
        self.write_game(out, self.form.len() - 1, true)?;
        for (i, &g) in self.named.iter().enumerate() {
            out.write_str(if i == 0 { WHERE } else { NEXT })?;
            write!(out, "{NAME}{}{IS}", i + 1)?;
            self.write_game(out, g, true)?;
        }
        Ok(())
    }

    /// Game `g`: its name when it is named (unless its definition is being written), else
    /// its notation, with its options in braces.
    fn write_game(&self, out: &mut impl fmt::Write, g: usize, defining: bool) -> fmt::Result {
        if let Some(text) = &self.specials[g] {
            return out.write_str(text);
        }
        if let (Some(name), false) = (self.names[g], defining) {
            return write!(out, "{NAME}{name}");
        }
        let (left, right) = self.form.options(g);
        out.write_char('{')?;
        self.write_options(out, left)?;
        out.write_char('|')?;
        self.write_options(out, right)?;
        out.write_char('}')
    }

    fn write_options(&self, out: &mut impl fmt::Write, options: &[u32]) -> fmt::Result {
        for (i, &option) in options.iter().enumerate() {
            if i > 0 {
                out.write_char(',')?;
            }
            self.write_game(out, option as usize, false)?;
        }
        Ok(())
    }
}

/// Counts the bytes written to it.
struct Counter(u64);

impl fmt::Write for Counter {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0 += s.len() as u64;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::canonical::{Engine, form};
    use crate::colour::Colour;
    use crate::picture::Picture;
    use proptest::prelude::*;

    /// `text` written as a tree: every name replaced by its definition, the definitions
    /// substituted from the last to the first (each names only earlier ones).
    fn expanded(text: &str) -> String {
        let Some((game, definitions)) = text.split_once(WHERE) else {
            return text.to_owned();
        };
        let definitions: Vec<(&str, &str)> = definitions
            .split(NEXT)
            .map(|d| d.split_once(IS).expect("a definition"))
            .collect();
        let substitute = |text: &str| {
            let mut out = String::new();
            let mut rest = text;
            while let Some(at) = rest.find(NAME) {
                out.push_str(&rest[..at]);
                let digits = rest[at + 1..]
                    .find(|c: char| !c.is_ascii_digit())
                    .map_or(rest.len(), |end| at + 1 + end);
                let name = &rest[at..digits];
                let (_, body) = definitions
                    .iter()
                    .find(|(n, _)| *n == name)
                    .expect("defined");
                out.push_str(&expanded(&format!("{body}{}", tail(&definitions))));
                rest = &rest[digits..];
            }
            out.push_str(rest);
            out
        };
        substitute(game)
    }

    /// The definitions again, so that a definition's body expands through them.
    fn tail(definitions: &[(&str, &str)]) -> String {
        let written: Vec<String> = definitions
            .iter()
            .map(|(n, b)| format!("{n}{IS}{b}"))
            .collect();
        format!("{WHERE}{}", written.join(NEXT))
    }

    fn colour() -> impl Strategy<Value = Colour> {
        prop_oneof![Just(Colour::Blue), Just(Colour::Red), Just(Colour::Green)]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        /// With every repeated sub-game named (no tree allowed), the notation of a random
        /// small coloured picture's form, its names expanded back, is its tree; each
        /// definition names only earlier ones and each name is used more than once; the
        /// text reads back as the same game; and its length is counted right.
        #[test]
        fn names_expand_to_the_tree(
            edges in (1u8..6).prop_flat_map(|n| prop::collection::vec((0..n, 0..n, colour()), 0..=9)),
        ) {
            let name = |v: u8| if v == 0 { "G".to_owned() } else { format!("v{v}") };
            let picture = Picture::from_coloured_edges(
                "G",
                edges.iter().map(|&(a, b, c)| (name(a), name(b), c)),
            );
            let mut engine = Engine::new();
            let g = form(&picture, &mut engine).expect("small");
            let g = engine.canonical(g);
            let specials = g.specials();
            let write = |limit| {
                let sharing = Sharing::new(&g, &specials, limit);
                let mut text = String::new();
                sharing.write(&mut text).unwrap();
                prop_assert_eq!(sharing.len(), text.len() as u64);
                Ok(text)
            };
            let tree = write(u64::MAX)?;
            let named = write(0)?;
            prop_assert_eq!(expanded(&named), tree.clone());
            prop_assert_eq!(named.parse::<CanonicalForm>().unwrap(), g.clone());
            prop_assert_eq!(g.to_string(), tree);
            if let Some((game, definitions)) = named.split_once(WHERE) {
                let bodies: Vec<&str> = definitions
                    .split(NEXT)
                    .enumerate()
                    .map(|(k, d)| {
                        let (name, body) = d.split_once(IS).unwrap();
                        assert_eq!(name, format!("{NAME}{}", k + 1));
                        body
                    })
                    .collect();
                // `Gk` in a text, not the start of a longer name.
                let uses = |text: &str, k: usize| {
                    let name = format!("{NAME}{k}");
                    text.match_indices(&name)
                        .filter(|&(at, _)| !text[at + name.len()..].starts_with(|c: char| c.is_ascii_digit()))
                        .count()
                };
                for k in 1..=bodies.len() {
                    let earlier: usize = bodies[..k].iter().map(|b| uses(b, k)).sum();
                    let all: usize = uses(game, k) + bodies.iter().map(|b| uses(b, k)).sum::<usize>();
                    prop_assert_eq!(earlier, 0);
                    prop_assert!(all > 1);
                }
            }
        }
    }
}
