//! The shape of a crate's source, read from its text: which module imports from which
//! (through `crate::`, `super::` and `self::` paths), the circles among those imports, and
//! the names a crate root exports. The tidy tests hold every crate to no circle and a small
//! root.
//!
//! The reading is textual, not a compiler's: a path anywhere outside a comment that begins
//! `crate::`, `super::` (any number of them) or `self::` is an import of the module it
//! names, read from the crate's root (the longest prefix of the path that is a module of
//! the crate, or the root). A path that begins with a child module's name (`use
//! child::X;`) names a child, which is never part of a circle (below). An import between a module and one of its ancestors is not
//! counted: a parent declares its children and a child may use its parent, which is how a
//! concept that needs several files is nested. The library (`src/lib.rs` and what it
//! declares) and the binary (`src/main.rs` and `src/cmd/`) are separate crates, so
//! separate graphs.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::workspace::files_below;

/// One crate's modules (`"analyze::walk"`; the root is `""`) and, for each, the modules
/// its paths name.
pub(crate) struct ModuleGraph {
    imports: BTreeMap<String, BTreeSet<String>>,
}

impl ModuleGraph {
    /// The library's graph (`binary` false) or the binary's of the crate whose `src` folder
    /// is `src`.
    pub(crate) fn read(src: &Path, binary: bool) -> ModuleGraph {
        let mut texts = BTreeMap::new();
        for file in files_below(src, &|p: &Path| p.extension().is_some_and(|e| e == "rs")) {
            let relative = file.strip_prefix(src).unwrap_or(&file);
            let in_binary = relative.starts_with("cmd") || relative == Path::new("main.rs");
            if in_binary != binary {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            texts.insert(module_name(relative), text);
        }
        ModuleGraph::from_texts(texts)
    }

    /// The graph of modules given by name, each with its source text.
    pub(crate) fn from_texts(texts: BTreeMap<String, String>) -> ModuleGraph {
        let modules: BTreeSet<String> = texts.keys().cloned().collect();
        let imports = texts
            .iter()
            .map(|(module, text)| {
                let named = module_paths(text, module)
                    .into_iter()
                    .map(|path| resolve(&modules, &path))
                    .filter(|target| !related(module, target))
                    .collect();
                (module.clone(), named)
            })
            .collect();
        ModuleGraph { imports }
    }

    /// The circles: each set of two or more modules that all reach one another through
    /// imports, as sorted lists, sorted.
    pub(crate) fn circles(&self) -> Vec<Vec<String>> {
        let reach: BTreeMap<&String, BTreeSet<&String>> = self
            .imports
            .keys()
            .map(|module| (module, self.reachable(module)))
            .collect();
        let mut circles = BTreeSet::new();
        for (module, reached) in &reach {
            let circle: Vec<String> = reached
                .iter()
                .filter(|other| reach.get(*other).is_some_and(|back| back.contains(module)))
                .map(|other| other.to_string())
                .collect();
            if circle.len() > 1 {
                circles.insert(circle);
            }
        }
        circles.into_iter().collect()
    }

    /// Every module reachable from `start` (itself included) through imports.
    fn reachable(&self, start: &String) -> BTreeSet<&String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![start];
        while let Some(module) = stack.pop() {
            let Some((key, targets)) = self.imports.get_key_value(module) else {
                continue;
            };
            if seen.insert(key) {
                stack.extend(targets);
            }
        }
        seen
    }
}

/// The module a file under `src` holds: `lib.rs` and `main.rs` are the root,
/// `a/mod.rs` and `a.rs` are `a`, `a/b.rs` is `a::b`.
fn module_name(relative: &Path) -> String {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts.join("::")
}

/// True when one of the two modules is the other or its ancestor.
fn related(a: &str, b: &str) -> bool {
    let within = |inner: &str, outer: &str| {
        outer.is_empty() || inner == outer || inner.starts_with(&format!("{outer}::"))
    };
    within(a, b) || within(b, a)
}

/// The module a path names: its longest prefix that is a module, or the root.
fn resolve(modules: &BTreeSet<String>, path: &[String]) -> String {
    (1..=path.len())
        .rev()
        .map(|n| path[..n].join("::"))
        .find(|prefix| modules.contains(prefix))
        .unwrap_or_default()
}

/// Every path outside comments that the text of `module` (`"a::b"`, the root `""`)
/// writes from `crate::`, `super::` or `self::`, read from the crate's root, a `{...}`
/// group giving one path per member: `crate::{a::{B, C}, d}` gives `a::B`, `a::C` and `d`;
/// in module `a::b`, `super::c::D` gives `a::c::D` and `self::e::F` gives `a::b::e::F`.
/// A `super::` past the root names nothing.
fn module_paths(text: &str, module: &str) -> Vec<Vec<String>> {
    let code = without_test_modules(text);
    let here: Vec<String> = module
        .split("::")
        .filter(|part| !part.is_empty())
        .map(String::from)
        .collect();
    let mut paths = Vec::new();
    let mut at = 0;
    while let Some(found) = ["crate::", "super::", "self::"]
        .iter()
        .filter_map(|start| code[at..].find(start).map(|offset| (at + offset, *start)))
        .min()
    {
        let (start, word) = found;
        at = start + word.len();
        let before = code[..start].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let prefix = match word {
            "crate::" => Some(Vec::new()),
            "self::" => Some(here.clone()),
            _ => {
                let mut ups = 1;
                while code[at..].starts_with("super::") {
                    ups += 1;
                    at += "super::".len();
                }
                (ups <= here.len()).then(|| here[..here.len() - ups].to_vec())
            }
        };
        if let Some(prefix) = prefix {
            paths.extend(path_tree(&code[at..], prefix).0);
        }
    }
    paths
}

/// `text` without its comment lines and its test modules (a `#[cfg(test)]` or
/// `#[cfg(all(test, ...))]` attribute over `mod name {`, public or not, to the brace that closes it).
fn without_test_modules(text: &str) -> String {
    let mut kept = Vec::new();
    let mut test_attribute = false;
    let mut skipping = 0usize;
    for line in text.lines() {
        let trimmed = line.trim();
        if skipping > 0 {
            skipping += trimmed.matches('{').count();
            skipping -= trimmed.matches('}').count().min(skipping);
            continue;
        }
        if trimmed.starts_with("//") {
            continue;
        }
        let declares_module = ["mod ", "pub mod ", "pub(crate) mod "]
            .iter()
            .any(|start| trimmed.starts_with(start));
        if test_attribute && declares_module && trimmed.ends_with('{') {
            skipping = 1;
            test_attribute = false;
            continue;
        }
        test_attribute = trimmed == "#[cfg(test)]" || trimmed.starts_with("#[cfg(all(test,");
        kept.push(line);
    }
    kept.join("\n")
}

/// How many bytes an alias (` as name`) at the start of `text` takes, 0 if none: the
/// path keeps the name it imports, since the alias names the same item.
fn alias_length(text: &str) -> usize {
    let rest = text.trim_start();
    let Some(after) = rest.strip_prefix("as") else {
        return 0;
    };
    if !after.starts_with(char::is_whitespace) {
        return 0;
    }
    let name = after.trim_start();
    let length = name
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .count();
    text.len() - name.len() + length
}

/// The paths that begin `text` under `prefix`, and how many bytes they take (an alias
/// after a path is read past).
fn path_tree(text: &str, prefix: Vec<String>) -> (Vec<Vec<String>>, usize) {
    let mut path = prefix;
    let mut at = 0;
    loop {
        let rest = &text[at..];
        let skipped = rest.len() - rest.trim_start().len();
        at += skipped;
        let rest = &text[at..];
        if let Some(group) = rest.strip_prefix('{') {
            at += 1;
            let mut paths = Vec::new();
            let mut offset = 0;
            loop {
                let inner = &group[offset..];
                let trimmed = inner.trim_start_matches(|c: char| c.is_whitespace() || c == ',');
                offset += inner.len() - trimmed.len();
                if trimmed.is_empty() || trimmed.starts_with('}') {
                    offset += usize::from(trimmed.starts_with('}'));
                    break;
                }
                let (found, used) = path_tree(trimmed, path.clone());
                paths.extend(found);
                offset += used.max(1);
            }
            return (paths, at + offset);
        }
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            return (vec![path], at);
        }
        at += name.len();
        if name != "self" {
            path.push(name);
        }
        match text[at..].strip_prefix("::") {
            Some(_) => at += 2,
            None => return (vec![path], at + alias_length(&text[at..])),
        }
    }
}

/// The distinct items a crate root (`lib.rs`) exports, in the order first met: each
/// `pub use` leaf and each public item at its top level, leaving out what is compiled only
/// for doctests or hidden from the docs. Modules are free: `pub mod x;`, an inline
/// `pub mod x { .. }`, a module re-exported (`pub use a::{self}`, `pub use petgraph;`)
/// name a concept, not an item. A name exported twice (under two `cfg`s, or as a module
/// and an item) counts once.
pub(crate) fn root_names(lib: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut depth = 0usize;
    let mut hidden = false;
    let mut statement = String::new();
    for line in lib.lines() {
        let trimmed = line.trim();
        if !statement.is_empty() {
            statement.push(' ');
            statement.push_str(trimmed);
        } else if depth == 0 {
            if trimmed.starts_with("#[") {
                hidden |= trimmed.contains("cfg(doctest)") || trimmed.contains("doc(hidden)");
            } else if trimmed.starts_with("pub use ") || trimmed.starts_with("pub mod ") {
                statement.push_str(trimmed);
            } else if let Some(name) = public_item(trimmed) {
                if !hidden && !names.contains(&name) {
                    names.push(name);
                }
                hidden = false;
            } else if !trimmed.is_empty() && !trimmed.starts_with("//") {
                hidden = false;
            }
        }
        if statement.is_empty() {
            if !trimmed.starts_with("//") {
                depth += trimmed.matches('{').count();
                depth = depth.saturating_sub(trimmed.matches('}').count());
            }
            continue;
        }
        let opens_module = statement.starts_with("pub mod ") && statement.ends_with('{');
        if statement.ends_with(';') || opens_module {
            if !hidden {
                for name in statement_names(&statement) {
                    if !names.contains(&name) {
                        names.push(name);
                    }
                }
            }
            hidden = false;
            statement.clear();
            depth += usize::from(opens_module);
        }
    }
    names
}

/// The items a `pub use ...;` statement exports, leaving out modules (a `pub mod`
/// statement exports none).
fn statement_names(statement: &str) -> Vec<String> {
    let Some(tree) = statement.strip_prefix("pub use ") else {
        return Vec::new();
    };
    let tree = with_modules_marked(tree.trim_end_matches(';'));
    path_tree(&tree, Vec::new())
        .0
        .into_iter()
        .filter(|path| path.len() > 1 && path.last().is_some_and(|leaf| leaf != MODULE))
        .filter_map(|path| path.last().cloned())
        .collect()
}

/// What `self` in a use tree becomes, so that the module it names can be told apart.
const MODULE: &str = "self_module";

/// `tree` with each word `self` (a module re-exported by name) made [`MODULE`].
fn with_modules_marked(tree: &str) -> String {
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = String::new();
    let mut rest = tree;
    while let Some(at) = rest.find("self") {
        let before = rest[..at].chars().next_back();
        let after = rest[at + 4..].chars().next();
        out.push_str(&rest[..at]);
        if before.is_some_and(is_word) || after.is_some_and(is_word) {
            out.push_str("self");
        } else {
            out.push_str(MODULE);
        }
        rest = &rest[at + 4..];
    }
    out.push_str(rest);
    out
}

/// The name of a public item other than `use` and `mod` that `line` declares.
fn public_item(line: &str) -> Option<String> {
    let rest = line.strip_prefix("pub ")?;
    let kinds = [
        "fn ", "struct ", "enum ", "trait ", "type ", "const ", "static ", "union ",
    ];
    let after = kinds.iter().find_map(|kind| rest.strip_prefix(kind))?;
    let name: String = after
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(files: &[(&str, &str)]) -> ModuleGraph {
        ModuleGraph::from_texts(
            files
                .iter()
                .map(|(m, t)| (m.to_string(), t.to_string()))
                .collect(),
        )
    }

    #[test]
    fn paths_are_read_through_groups() {
        let paths = module_paths(
            "use crate::{a::{B, c::D}, e};\n// crate::f::G\nlet x = crate::h::I::new();\n\
             use std::crate_x; $crate::j::K",
            "",
        );
        let joined: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
        assert_eq!(joined, ["a::B", "a::c::D", "e", "h::I::new", "j::K"]);
    }

    #[test]
    fn every_import_form_is_read_from_the_root() {
        let text = "use super::c::D;\nuse super::super::E;\nuse self::f::G;\n\
                    use super::{h::I, j};\nfn k() { super::l::m(); self::n(); Self::o(); }\n\
                    use mysuper::p::Q; use crate::r::S;";
        let paths: Vec<String> = module_paths(text, "a::b")
            .iter()
            .map(|p| p.join("::"))
            .collect();
        assert_eq!(
            paths,
            [
                "a::c::D",
                "E",
                "a::b::f::G",
                "a::h::I",
                "a::j",
                "a::l::m",
                "a::b::n",
                "r::S"
            ]
        );
        let too_far: Vec<Vec<String>> = module_paths("use super::super::X;", "a");
        assert!(too_far.is_empty());
    }

    #[test]
    fn a_circle_through_super_is_found() {
        let g = graph(&[
            ("cmd", "mod count; mod shard;"),
            ("cmd::count", "use super::shard::Run;"),
            (
                "cmd::shard",
                "use self::inner::X; fn f() { super::count::go() }",
            ),
        ]);
        let circle: Vec<String> = ["cmd::count", "cmd::shard"].map(String::from).to_vec();
        assert_eq!(g.circles(), [circle]);
    }

    #[test]
    fn test_modules_are_left_out() {
        let text = "use crate::a::B;\n#[cfg(test)]\nmod tests {\n    use crate::c::D;\n    \
                    fn f() { crate::e::F }\n}\nuse crate::g::H;";
        let paths: Vec<String> = module_paths(text, "")
            .iter()
            .map(|p| p.join("::"))
            .collect();
        assert_eq!(paths, ["a::B", "g::H"]);
    }

    #[test]
    fn a_circle_is_found_and_nesting_is_not_one() {
        let g = graph(&[
            ("", "mod a; mod b; mod c;"),
            ("a", "use crate::b::X;"),
            ("b", "use crate::{c::Y, a::Z};"),
            ("c", "use crate::W;"),
            ("c::d", "use crate::c::V; use crate::a::U;"),
        ]);
        assert_eq!(g.circles(), [vec!["a".to_string(), "b".to_string()]]);
        let nested = graph(&[("p", "use crate::p::q::X;"), ("p::q", "use crate::p::Y;")]);
        assert!(nested.circles().is_empty());
    }

    #[test]
    fn a_longer_circle_is_one_set() {
        let g = graph(&[
            ("a", "use crate::b::X;"),
            ("b", "use crate::c::X;"),
            ("c", "use crate::a::X;"),
            ("d", "use crate::a::X;"),
        ]);
        let circle: Vec<String> = ["a", "b", "c"].map(String::from).to_vec();
        assert_eq!(g.circles(), [circle]);
    }

    #[test]
    fn module_names_follow_the_files() {
        assert_eq!(module_name(Path::new("lib.rs")), "");
        assert_eq!(module_name(Path::new("a/mod.rs")), "a");
        assert_eq!(module_name(Path::new("a/b.rs")), "a::b");
    }

    #[test]
    fn root_names_count_items_and_leave_modules_free() {
        let lib = "//! Docs.\nmod hidden;\npub mod naive;\n#[cfg(feature = \"x\")]\n\
                   pub use a::{B, c::{D, E}};\npub use f::{\n    G,\n    h,\n};\n\
                   pub mod numbers {\n    pub use crate::x::Y;\n}\n#[cfg(doctest)]\n\
                   pub struct ReadmeDoctests;\npub fn solve() {}\npub const MAX: u8 = 1;";
        assert_eq!(root_names(lib), ["B", "D", "E", "G", "h", "solve", "MAX"]);
    }

    #[test]
    fn a_name_exported_twice_counts_once() {
        let lib = "pub mod analyze;\npub use analyze::analyze;\n\
                   #[cfg(feature = \"wide\")]\npub use wide::Table;\n\
                   #[cfg(not(feature = \"wide\"))]\npub use narrow::Table;\n\
                   pub use error::{Error, Error as Again};\npub fn analyze() {}";
        assert_eq!(root_names(lib), ["analyze", "Table", "Error"]);
    }

    #[test]
    fn modules_re_exported_are_free() {
        let lib = "pub use petgraph;\npub use graph::{self, Graph};\n\
                   pub use picture::{self as pictures};\npub use selfish::Myself;";
        assert_eq!(root_names(lib), ["Graph", "Myself"]);
    }

    #[test]
    fn items_hidden_from_the_docs_are_left_out() {
        let lib = "#[doc(hidden)]\npub use a::Hidden;\npub use a::Shown;\n\
                   #[doc(hidden)]\npub fn helper() {}\npub struct Open;";
        assert_eq!(root_names(lib), ["Shown", "Open"]);
    }
}
