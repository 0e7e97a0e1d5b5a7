//! Shards of `count` and their merge, against the whole run: the library's counts and
//! work for the standard game to several lengths and random short starts, by final fields
//! and by states, for M in {1, 2, 3, 7, 64}; the program's output byte for byte as a table
//! and as JSON; each kind of bad set refused with its own message; and the counts of random
//! shards adding up to the whole.

use std::path::{Path, PathBuf};

use games_test_support::run;
use proptest::prelude::*;
use strikeout::budget::Budget;
use strikeout::shard::{MergeError, Partial, SetError, Shard, count_shard, merge};
use strikeout::{CountBy, Counts, Field, count_within};

const COUNTS: [u32; 5] = [1, 2, 3, 7, 64];
const BY: [CountBy; 2] = [CountBy::Strings, CountBy::States];

/// Every shard of `count` of the count from `start` to `max_length`, each labelled `K`.
fn all_shards(start: &Field, max_length: usize, by: CountBy, count: u32) -> Vec<(String, Partial)> {
    Shard::all(count)
        .unwrap()
        .map(|shard| {
            let partial = count_shard(start, max_length, by, shard, Budget::unlimited()).unwrap();
            (shard.index().to_string(), partial)
        })
        .collect()
}

/// The whole count (itself checked against the naive search in `search`).
fn whole(start: &Field, max_length: usize, by: CountBy) -> Counts {
    count_within(start, max_length, by, Budget::unlimited()).unwrap()
}

/// Checks that the merge of `shards` gives the counts, phases and positions of `whole`,
/// in any order.
fn merges_to(shards: Vec<(String, Partial)>, whole: &Counts) -> Result<(), TestCaseError> {
    for shards in [shards.clone(), shards.into_iter().rev().collect()] {
        let merged = merge(&shards).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&merged.counts.by_length, &whole.by_length);
        prop_assert_eq!(merged.counts.work.phases, whole.work.phases);
        prop_assert_eq!(merged.counts.work.positions, whole.work.positions);
        prop_assert_eq!(merged.counts.max_length, whole.max_length);
        prop_assert_eq!(merged.counts.count_by, whole.count_by);
    }
    Ok(())
}

/// The merge of the shards is the whole count of the standard game, by final fields and by
/// states, to lengths where no field is dealt out (only the winning strings are) and to
/// lengths where they are; and a part that deals out its fields searches fewer positions
/// than the whole run.
#[test]
fn merged_shards_are_the_whole_count() {
    let start = Field::standard();
    for max_length in [60, 68, 76, 84, 90] {
        for by in BY {
            let whole = whole(&start, max_length, by);
            // At 90 cells, only the M whose parts deal out their fields (each part costs
            // a walk of the fields before the split).
            let counts = if max_length == 90 {
                &COUNTS[..4]
            } else {
                &COUNTS[..]
            };
            for &count in counts {
                let shards = all_shards(&start, max_length, by, count);
                merges_to(shards.clone(), &whole).unwrap();
                if max_length == 90 {
                    for (_, part) in &shards {
                        assert!(part.split.is_some(), "{max_length} {count}");
                        if count > 1 {
                            assert!(part.searched < whole.work.positions);
                        }
                    }
                }
            }
        }
    }
}

/// A start of matching pairs (classes {1,9} {2,8} {3,7} {4,6} {5}), so that solutions are
/// common.
fn paired_start(width: usize, pairs: &[(u8, bool)]) -> Field {
    let class = [(1, 9), (2, 8), (3, 7), (4, 6), (5, 5)];
    let digits: String = pairs
        .iter()
        .flat_map(|&(k, flip)| {
            let (x, y) = class[usize::from(k)];
            if flip { [y, x] } else { [x, y] }
        })
        .map(|d| char::from(b'0' + d))
        .collect();
    Field::new(width, &digits).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Random starts, lengths, M and K: the shards' counts add up to the whole count's,
    /// length by length, and shard K alone is what it is in the whole set (its part is fixed
    /// by the inputs and M).
    #[test]
    fn the_shards_add_up_to_the_whole(
        width in 1usize..=6,
        pairs in prop::collection::vec((0u8..5, any::<bool>()), 1..=3),
        extra in 0usize..=20,
        count in 1u32..=40,
        k in 0u32..40,
        states in any::<bool>(),
    ) {
        let start = paired_start(width, &pairs);
        let max_length = start.len() + extra;
        let by = if states { CountBy::States } else { CountBy::Strings };
        let whole = whole(&start, max_length, by);
        let shards = all_shards(&start, max_length, by, count);
        for (length, n) in &whole.by_length {
            let sum: u64 = shards.iter().map(|(_, p)| p.by_length.get(length).copied().unwrap_or(0)).sum();
            prop_assert_eq!(sum, *n, "length {}", length);
        }
        let listed: usize = shards.iter().map(|(_, p)| p.by_length.len()).sum();
        prop_assert!(listed >= whole.by_length.len());
        let shard = Shard::new(k % count + 1, count).unwrap();
        let alone = count_shard(&start, max_length, by, shard, Budget::unlimited()).unwrap();
        prop_assert_eq!(&alone, &shards[(k % count) as usize].1);
        merges_to(shards, &whole)?;
    }

    /// A sealed partial of any figures merges or is refused, never a panic; junk JSON is
    /// never read as a partial.
    #[test]
    fn any_partial_is_merged_or_refused(
        start in "[0-9a]{0,4}",
        width in 0usize..4,
        k in 0u32..4,
        m in 0u32..4,
        split in prop::option::of(0usize..100),
        junk in ".{0,40}",
    ) {
        let mut partial = count_shard(&Field::standard(), 40, CountBy::Strings, Shard::new(1, 1).unwrap(), Budget::unlimited()).unwrap();
        partial.start = start;
        partial.width = width;
        partial.shard = k;
        partial.shards = m;
        partial.split = split;
        let _ = merge(&[("a", partial.sealed())]);
        prop_assert!(serde_json::from_str::<Partial>(&junk).is_err());
    }
}

/// Counts of one length that add up past `u64::MAX` across the parts are refused, as
/// `count` refuses them, not capped and shown as exact; the same counts just below the
/// limit are added exactly.
#[test]
fn counts_past_64_bits_are_refused_not_capped() {
    let start = Field::standard();
    let mut shards = all_shards(&start, 80, CountBy::Strings, 2);
    let length = *shards[0].1.by_length.keys().next().unwrap();
    let half = u64::MAX / 2;
    for (i, (_, partial)) in shards.iter_mut().enumerate() {
        partial.by_length.insert(length, half + i as u64);
        *partial = partial.clone().sealed();
    }
    // (2^63 - 1) + 2^63 = 2^64 - 1: exactly the largest count, still exact.
    let merged = merge(&shards).unwrap();
    assert_eq!(merged.counts.by_length[&length], u64::MAX);
    shards[1].1.by_length.insert(length, half + 2);
    shards[1].1 = shards[1].1.clone().sealed();
    let refused = merge(&shards).unwrap_err();
    assert_eq!(refused, MergeError::TooManyToCount { length });
    assert_eq!(
        refused.to_string(),
        format!(
            "the shards' counts of solutions of {length} cells add up to more than 18446744073709551615"
        )
    );
}

/// A part whose own figures cannot be, resealed with a fresh checksum, is refused, naming
/// the part and what cannot be.
#[test]
fn impossible_figures_are_refused_though_sealed() {
    let shards = all_shards(&Field::standard(), 80, CountBy::Strings, 3);
    let forged = |change: &dyn Fn(&mut Partial)| {
        let mut set = shards.clone();
        change(&mut set[1].1);
        set[1].1 = set[1].1.clone().sealed();
        merge(&set).unwrap_err().to_string()
    };
    assert_eq!(
        forged(&|p| {
            p.by_length.insert(81, 1);
        }),
        "2: solutions of 81 cells, longer than its --max-length 80, which no part of this count gives"
    );
    let searched = shards[1].1.searched;
    assert_eq!(
        forged(&|p| p.positions = searched + 1),
        format!(
            "2: {} positions as its share, more than the {searched} it searched, which no part of this count gives",
            searched + 1
        )
    );
}

fn strikeout(args: &[&str], dir: &Path) -> (Option<i32>, String, String) {
    let output =
        run(Path::new(env!("CARGO_BIN_EXE_strikeout")), args, dir, b"").expect("the binary runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// A fresh directory of this test binary's own, named `name`.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("strikeout-shards-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `merge` prints exactly what `count` prints, as a table and as JSON, by final fields and
/// by states, for every M of [`COUNTS`], the files given in reverse order.
#[test]
fn merge_prints_what_the_whole_run_prints() {
    let dir = scratch("forms");
    for by in ["strings", "states"] {
        let base = ["count", "--max-length", "84", "--count-by", by];
        for count in COUNTS {
            let files: Vec<String> = (1..=count)
                .map(|k| {
                    let name = format!("{by}-{k}-of-{count}.json");
                    let shard = format!("{k}/{count}");
                    let mut args = base.to_vec();
                    args.extend(["--shard", &shard, "-o", &name]);
                    let (status, _, stderr) = strikeout(&args, &dir);
                    assert_eq!(status, Some(0), "{stderr}");
                    name
                })
                .collect();
            for form in [&[][..], &["--json"][..]] {
                let mut whole_args = base.to_vec();
                whole_args.extend(form);
                let whole = strikeout(&whole_args, &dir);
                let mut merge_args = vec!["merge"];
                merge_args.extend(files.iter().rev().map(String::as_str));
                merge_args.extend(form);
                assert_eq!(whole.0, Some(0));
                assert_eq!(
                    strikeout(&merge_args, &dir),
                    whole,
                    "{by} M = {count} {form:?}"
                );
            }
        }
    }
    // The default name.
    let (status, _, stderr) = strikeout(&["count", "--max-length", "70", "--shard", "2/2"], &dir);
    assert_eq!(status, Some(0), "{stderr}");
    assert!(dir.join("strikeout-count-70-shard-2-of-2.json").exists());
}

/// Merges `names` (in `dir`) and returns the status and the error.
fn refused(dir: &Path, names: &[&str]) -> (Option<i32>, String) {
    let mut args = vec!["merge"];
    args.extend(names);
    let (status, stdout, stderr) = strikeout(&args, dir);
    assert_eq!(stdout, "");
    (status, stderr)
}

/// Writes `partial` as a shard file `name` in `dir`.
fn put(dir: &Path, name: &str, partial: &Partial) {
    std::fs::write(
        dir.join(name),
        serde_json::to_string_pretty(partial).unwrap(),
    )
    .unwrap();
}

/// Each kind of bad set is refused with status 2 and its own message, naming the files or
/// shards at fault.
#[test]
fn merge_refuses_each_bad_set() {
    let d = &scratch("refused");
    let start = Field::standard();
    let shards = all_shards(&start, 80, CountBy::Strings, 3);
    for (k, partial) in &shards {
        put(d, &format!("{k}.json"), partial);
    }
    let part = |max_length, by, k, m| {
        count_shard(
            &start,
            max_length,
            by,
            Shard::new(k, m).unwrap(),
            Budget::unlimited(),
        )
        .unwrap()
    };
    put(d, "other-length.json", &part(82, CountBy::Strings, 3, 3));
    put(d, "other-by.json", &part(80, CountBy::States, 3, 3));
    let wide = count_shard(
        &Field::new(8, "123456789111213141516171819").unwrap(),
        80,
        CountBy::Strings,
        Shard::new(3, 3).unwrap(),
        Budget::unlimited(),
    )
    .unwrap();
    put(d, "other-width.json", &wide);
    put(d, "other-m.json", &part(80, CountBy::Strings, 3, 4));
    let mut other_version = shards[2].1.clone();
    other_version.version = "0.0.1".to_owned();
    put(d, "other-version.json", &other_version.sealed());
    let mut other_split = shards[2].1.clone();
    other_split.split = Some(1);
    put(d, "other-split.json", &other_split.sealed());
    // A flipped byte: one digit of the positions changed, the rest intact.
    let text = std::fs::read_to_string(d.join("3.json")).unwrap();
    let at = text.find("\"positions\": ").unwrap() + "\"positions\": ".len();
    let mut bytes = text.into_bytes();
    bytes[at] = if bytes[at] == b'9' {
        b'8'
    } else {
        bytes[at] + 1
    };
    std::fs::write(d.join("flipped.json"), &bytes).unwrap();
    std::fs::write(d.join("junk.json"), "{\"start\": \"1\"").unwrap();

    let whole = strikeout(&["count", "--max-length", "80"], d);
    assert_eq!(
        strikeout(&["merge", "1.json", "2.json", "3.json"], d),
        whole
    );
    let inputs = "--start 123456789111213141516171819 --width 9";
    let cases: Vec<(&[&str], String)> = vec![
        (
            &["1.json", "3.json"],
            "strikeout: merge: shards missing, of M = 3: 2 (run them and merge again)\n".to_owned(),
        ),
        (
            &["1.json", "2.json", "3.json", "2.json"],
            "strikeout: merge: shards given more than once: 2/3 in 2.json, 2.json\n".to_owned(),
        ),
        (
            &["1.json", "2.json", "other-length.json"],
            format!("strikeout: merge: other-length.json is of another run than 1.json ({inputs} --max-length 80 --count-by strings)\n"),
        ),
        (
            &["other-by.json", "1.json", "2.json"],
            format!("strikeout: merge: 1.json and 2.json are of another run than other-by.json ({inputs} --max-length 80 --count-by states)\n"),
        ),
        (
            &["1.json", "2.json", "other-width.json"],
            format!("strikeout: merge: other-width.json is of another run than 1.json ({inputs} --max-length 80 --count-by strings)\n"),
        ),
        (
            &["1.json", "2.json", "other-m.json"],
            "strikeout: merge: other-m.json is cut into another number of shards than 1.json (M = 3)\n".to_owned(),
        ),
        (
            &["1.json", "2.json", "other-version.json"],
            "strikeout: merge: other-version.json is made by another version than 1.json (strikeout 0.1.0): the shards of one run must come from one version\n".to_owned(),
        ),
        (
            &["1.json", "2.json", "flipped.json"],
            "strikeout: merge: flipped.json is damaged: the checksum does not match the contents\n".to_owned(),
        ),
        (
            &["1.json", "2.json", "other-split.json"],
            "strikeout: merge: other-split.json is cut at another length than 1.json: the shards do not belong together\n".to_owned(),
        ),
        (
            &["1.json", "2.json", "junk.json"],
            "strikeout: junk.json: not a shard file of strikeout count (EOF while parsing an object at line 1 column 13)\n".to_owned(),
        ),
    ];
    let mut messages = Vec::new();
    for (names, expected) in &cases {
        let (status, stderr) = refused(d, names);
        assert_eq!(status, Some(2), "{names:?}");
        assert_eq!(
            &stderr.replace(env!("CARGO_PKG_VERSION"), "0.1.0"),
            expected
        );
        messages.push(stderr);
    }
    messages.sort();
    messages.dedup();
    assert_eq!(messages.len(), cases.len(), "each refusal its own message");
}

/// The library's refusals, by kind.
#[test]
fn the_library_names_each_refusal() {
    let shards = all_shards(&Field::standard(), 70, CountBy::Strings, 4);
    assert_eq!(merge::<&str>(&[]), Err(MergeError::Set(SetError::Empty)));
    let mut doubled = shards.clone();
    doubled.push(shards[1].clone());
    assert_eq!(
        merge(&doubled),
        Err(MergeError::Set(SetError::Duplicated {
            shards: vec![(2, vec!["2".to_owned(), "2".to_owned()])],
            count: 4
        }))
    );
    assert_eq!(
        merge(&shards[..1]),
        Err(MergeError::Set(SetError::Missing {
            missing: vec![2, 3, 4],
            count: 4
        }))
    );
}

/// Whether `tool` runs here (`tool --version`).
fn present(tool: &str) -> bool {
    std::process::Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The one-machine recipe (docs/recipes/shards-parallel.sh, with GNU parallel or xargs,
/// whichever is here) run for real: every shard, then the merge, prints what `count`
/// prints; a shard file removed (a shard that died) is run again by running the recipe
/// again. Skipped where `sh` or `xargs` is missing.
#[test]
fn the_parallel_recipe_runs_and_resumes() {
    if !present("xargs") || !Path::new("/bin/sh").exists() {
        return;
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/recipes/shards-parallel.sh");
    let dir = scratch("recipe");
    let recipe = || {
        let output = std::process::Command::new("/bin/sh")
            .arg(&script)
            .args(["80", "5", "out"])
            .env("STRIKEOUT", env!("CARGO_BIN_EXE_strikeout"))
            .env("JOBS", "2")
            .current_dir(&dir)
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    let (_, whole, _) = strikeout(&["count", "--max-length", "80"], &dir);
    assert_eq!(recipe(), whole);
    let died = dir.join("out/strikeout-count-80-shard-4-of-5.json");
    std::fs::remove_file(&died).unwrap();
    let (status, _, stderr) =
        strikeout(&["merge", "out/strikeout-count-80-shard-1-of-5.json"], &dir);
    assert_eq!(status, Some(2), "{stderr}");
    assert_eq!(recipe(), whole);
    assert!(died.exists());
}

/// A shard run says which file it wrote and how many solutions its part holds: the
/// figures of the two parts add up to the whole count's total.
#[test]
fn a_shard_run_says_which_file_holds_what() {
    let dir = scratch("said");
    let (status, whole, _) = strikeout(&["count", "--max-length", "84", "--json"], &dir);
    assert_eq!(status, Some(0));
    let whole: serde_json::Value = serde_json::from_str(&whole).unwrap();
    let mut held = 0;
    for k in 1..=2 {
        let shard = format!("{k}/2");
        let (status, stdout, stderr) =
            strikeout(&["count", "--max-length", "84", "--shard", &shard], &dir);
        assert_eq!((status, stdout.as_str()), (Some(0), ""), "{stderr}");
        let name = format!("strikeout-count-84-shard-{k}-of-2.json");
        assert!(dir.join(&name).exists());
        let rest = stderr
            .strip_prefix(&format!("wrote shard {k} of 2 to {name} ("))
            .unwrap_or_else(|| panic!("{stderr}"));
        let (count, rest) = rest.split_once(' ').unwrap();
        assert!(
            rest.ends_with(
                " of at most 84 cells from 123456789111213141516171819); \
                 `strikeout merge` joins the 2 shard files into the whole\n"
            ),
            "{stderr}"
        );
        held += count.parse::<u64>().unwrap();
    }
    assert_eq!(Some(held), whole["total"].as_u64());
}
