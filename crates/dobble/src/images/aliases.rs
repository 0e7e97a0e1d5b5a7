//! The other names a built-in picture answers to: the words a real deck or a person uses
//! for it ("lock" for the padlock, "clock" for the alarm clock, "daisy flower" for the
//! daisy), and a name's singular or plural ("cherry", "keys"). [`super::match_builtin`]
//! asks here for the symbols no built-in picture is named exactly.

/// Other names of built-in pictures: a name, then the built-in picture's own name.
pub(crate) const ALIASES: &[(&str, &str)] = &[
    ("lock", "padlock"),
    ("clock", "alarm clock"),
    ("daisy flower", "daisy"),
    ("lightning bolt", "lightning"),
    ("red lips", "lips"),
    ("no entry sign", "no entry"),
    ("purple bird", "bird"),
    ("purple cat", "cat"),
    ("treble clef", "musical note"),
    ("music note", "musical note"),
    ("clover", "four leaf clover"),
    ("bulb", "light bulb"),
    ("raindrop", "water drop"),
    ("gift", "present"),
    ("ladybug", "ladybird"),
    ("cab", "taxi"),
    ("teddy", "teddy bear"),
    ("soccer ball", "football"),
    ("skull", "skull and crossbones"),
    ("yin yang", "yin and yang"),
    ("flame", "fire"),
    ("baby's bottle", "baby bottle"),
];

/// The names `name` (already a matching key: trimmed, lower case, hyphens and runs of
/// white space as one space) may stand for, in the order to try them: each alias, then
/// its last word's singular or plural forms.
pub(crate) fn candidates(name: &str) -> Vec<String> {
    let mut out: Vec<String> = ALIASES
        .iter()
        .filter(|(alias, _)| *alias == name)
        .map(|(_, own)| (*own).to_owned())
        .collect();
    let (head, last) = name
        .rsplit_once(' ')
        .map_or(("", name), |(head, last)| (head, last));
    let join = |word: String| {
        if head.is_empty() {
            word
        } else {
            format!("{head} {word}")
        }
    };
    let mut forms = Vec::new();
    if let Some(stem) = last.strip_suffix("ies") {
        forms.push(format!("{stem}y"));
    }
    if let Some(stem) = last.strip_suffix("es") {
        forms.push(stem.to_owned());
    }
    if let Some(stem) = last.strip_suffix('s') {
        forms.push(stem.to_owned());
    }
    if let Some(stem) = last.strip_suffix('y') {
        forms.push(format!("{stem}ies"));
    }
    forms.push(format!("{last}s"));
    forms.push(format!("{last}es"));
    for form in forms.into_iter().filter(|f| f.len() > 1) {
        let whole = join(form);
        // A plural of an alias reaches the alias's picture too ("locks").
        out.extend(
            ALIASES
                .iter()
                .filter(|(alias, _)| *alias == whole)
                .map(|(_, own)| (*own).to_owned()),
        );
        out.push(whole);
    }
    out
}

/// `name` as a key to match a built-in picture's name by: trimmed, lower case, hyphens and
/// underscores as spaces, runs of white space as one space ("Four-leaf  Clover" is "four
/// leaf clover").
pub(crate) fn key(name: &str) -> String {
    name.to_lowercase()
        .replace(['-', '_'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every alias names a built-in picture.
    #[test]
    fn every_alias_names_a_built_in_picture() {
        for (alias, own) in ALIASES {
            assert!(
                super::super::BUILTIN.iter().any(|(name, _)| name == own),
                "{alias} → {own}"
            );
        }
    }

    #[test]
    fn singular_and_plural_forms() {
        assert!(candidates("cherry").contains(&"cherries".to_owned()));
        assert!(candidates("keys").contains(&"key".to_owned()));
        assert!(candidates("ice cubes").contains(&"ice cube".to_owned()));
        assert!(candidates("locks").contains(&"padlock".to_owned()));
        assert_eq!(key(" Four-leaf  Clover "), "four leaf clover");
    }
}
