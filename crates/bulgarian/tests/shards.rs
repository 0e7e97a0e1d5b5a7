//! Shards of `analyze` and their merge, against the whole walk: the library's values for
//! every N up to 60 and M in {1, 2, 3, 7, 64}, the program's output byte for byte in every
//! form on a sample of N, each kind of bad set refused with its own message, and the
//! counts of random shards adding up to p(N). Likewise the shards of `oeis --range`
//! against the terms computed whole.

use std::path::{Path, PathBuf};

use bulgarian::analyze::{MergeError, Options, Partial, SetError, Shard, analyze_shard, merge};
use bulgarian::numbers::oeis::{self, PartialTerms};
use bulgarian::numbers::partition_count;
use games_test_support::run;
use proptest::prelude::*;

const COUNTS: [u32; 5] = [1, 2, 3, 7, 64];

/// Every shard of `count` for N = `n`, each labelled `K`, walked on one thread.
fn all_shards(n: u64, count: u32) -> Vec<(String, Partial)> {
    Shard::all(count)
        .unwrap()
        .map(|shard| {
            let partial = analyze_shard(n, shard, Options::new().threads(1)).unwrap();
            (shard.index().to_string(), partial)
        })
        .collect()
}

/// The merge of the shards is the whole walk's analysis (itself checked against the
/// naive enumeration in `oracle.rs`), for every N up to 60 and every M of [`COUNTS`].
#[test]
fn merged_shards_are_the_whole_walk() {
    for n in 1..=60 {
        let whole = bulgarian::analyze(n).unwrap();
        for count in COUNTS {
            let shards = all_shards(n, count);
            assert_eq!(merge(&shards), Ok(whole.clone()), "N = {n}, M = {count}");
            // In any order.
            let reversed: Vec<_> = shards.into_iter().rev().collect();
            assert_eq!(merge(&reversed), Ok(whole.clone()), "N = {n}, M = {count}");
        }
    }
}

/// A shard is the same part whatever the threads that walk it.
#[test]
fn a_shard_is_the_same_on_any_threads() {
    for shard in Shard::all(7).unwrap() {
        let one = analyze_shard(45, shard, Options::new().threads(1)).unwrap();
        let three = analyze_shard(45, shard, Options::new().threads(3)).unwrap();
        assert_eq!(one, three, "{shard}");
    }
}

fn bulgarian(args: &[&str], dir: &Path) -> (Option<i32>, String, String) {
    let output =
        run(Path::new(env!("CARGO_BIN_EXE_bulgarian")), args, dir, b"").expect("the binary runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Writes every shard file of `count` for N = `n` into `dir` through the program, with
/// its default names; their paths, K ascending.
fn shard_files(n: u64, count: u32, dir: &Path) -> Vec<PathBuf> {
    (1..=count)
        .map(|k| {
            let shard = format!("{k}/{count}");
            let (status, _, stderr) =
                bulgarian(&["analyze", &n.to_string(), "--shard", &shard], dir);
            assert_eq!(status, Some(0), "{stderr}");
            dir.join(format!("bulgarian-{n}-shard-{k}-of-{count}.json"))
        })
        .collect()
}

const FORMS: [&[&str]; 4] = [&[], &["--table"], &["--csv"], &["--json"]];

/// `merge` prints exactly what `analyze N` prints, in every form, on a sample of N up to
/// 60 (every N is checked through the library above; here each N costs 77 runs of the
/// program).
#[test]
fn merge_prints_what_the_whole_run_prints() {
    for n in [1u64, 2, 9, 23, 38, 60] {
        for count in COUNTS {
            let dir = tempfile::tempdir().unwrap();
            let files = shard_files(n, count, dir.path());
            for form in FORMS {
                let mut whole_args = vec!["analyze".to_owned(), n.to_string()];
                whole_args.extend(form.iter().map(|s| (*s).to_owned()));
                let whole_args: Vec<&str> = whole_args.iter().map(String::as_str).collect();
                let whole = bulgarian(&whole_args, dir.path());
                let mut merge_args = vec!["merge".to_owned()];
                merge_args.extend(files.iter().rev().map(|f| f.display().to_string()));
                merge_args.extend(form.iter().map(|s| (*s).to_owned()));
                let merge_args: Vec<&str> = merge_args.iter().map(String::as_str).collect();
                let merged = bulgarian(&merge_args, dir.path());
                assert_eq!(whole.0, Some(0));
                assert_eq!(merged, whole, "N = {n}, M = {count}, {form:?}");
            }
        }
    }
}

/// Merges `names` (in `dir`) and returns the status and the error.
fn refused(dir: &Path, names: &[&str]) -> (Option<i32>, String) {
    let mut args = vec!["merge"];
    args.extend(names);
    let (status, stdout, stderr) = bulgarian(&args, dir);
    assert_eq!(stdout, "");
    (status, stderr)
}

/// Runs `merge` on each case's files in `dir`: each is refused with exit 2 and exactly its
/// message (the version written as 0.1.0); gives the messages.
fn refusals(dir: &Path, cases: &[(&[&str], &str)]) -> Vec<String> {
    cases
        .iter()
        .map(|&(names, expected)| {
            let (status, stderr) = refused(dir, names);
            assert_eq!(status, Some(2), "{names:?}");
            assert_eq!(stderr.replace(env!("CARGO_PKG_VERSION"), "0.1.0"), expected);
            stderr
        })
        .collect()
}

/// Writes `partial` as a shard file `name` in `dir`.
fn put(dir: &Path, name: &str, partial: &Partial) {
    std::fs::write(
        dir.join(name),
        serde_json::to_string_pretty(partial).unwrap(),
    )
    .unwrap();
}

/// Each kind of bad set is refused with status 2 and its own message, naming the files
/// or shards at fault.
#[test]
fn merge_refuses_each_bad_set() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let shards = all_shards(20, 3);
    for (k, partial) in &shards {
        put(d, &format!("{k}.json"), partial);
    }
    let mut other_n = analyze_shard(21, Shard::new(3, 3).unwrap(), Options::new()).unwrap();
    put(d, "other-n.json", &other_n);
    let other_m = analyze_shard(20, Shard::new(3, 4).unwrap(), Options::new()).unwrap();
    put(d, "other-m.json", &other_m);
    let mut other_version = shards[2].1.clone();
    other_version.version = "0.0.1".to_owned();
    put(d, "other-version.json", &other_version.sealed());
    // A flipped byte: one digit of a count changed, the rest intact.
    let text = std::fs::read_to_string(d.join("3.json")).unwrap();
    let at = text.find("\"partitions\": ").unwrap() + "\"partitions\": ".len();
    let mut bytes = text.into_bytes();
    bytes[at] = if bytes[at] == b'9' {
        b'8'
    } else {
        bytes[at] + 1
    };
    std::fs::write(d.join("flipped.json"), &bytes).unwrap();
    // A file that is not a shard file at all.
    std::fs::write(d.join("junk.json"), "{\"n\": 20").unwrap();

    let whole = bulgarian(&["analyze", "20"], d);
    assert_eq!(
        bulgarian(&["merge", "1.json", "2.json", "3.json"], d),
        whole
    );
    let cases: [(&[&str], &str); 7] = [
        (
            &["1.json", "3.json"],
            "bulgarian: merge: shards missing, of M = 3: 2 (run them and merge again)\n",
        ),
        (
            &["1.json", "2.json", "3.json", "2.json"],
            "bulgarian: merge: shards given more than once: 2/3 in 2.json, 2.json\n",
        ),
        (
            &["1.json", "2.json", "other-n.json"],
            "bulgarian: merge: other-n.json is of another run than 1.json (N = 20)\n",
        ),
        (
            &["1.json", "2.json", "other-m.json"],
            "bulgarian: merge: other-m.json is cut into another number of shards than 1.json (M = 3)\n",
        ),
        (
            &["1.json", "2.json", "other-version.json"],
            "bulgarian: merge: other-version.json is made by another version than 1.json (bulgarian 0.1.0): the shards of one run must come from one version\n",
        ),
        (
            &["1.json", "2.json", "flipped.json"],
            "bulgarian: merge: flipped.json is damaged: the checksum does not match the contents\n",
        ),
        (
            &["1.json", "2.json", "junk.json"],
            "bulgarian: junk.json: not a shard file of bulgarian analyze or bulgarian oeis (EOF while parsing an object at line 1 column 8)\n",
        ),
    ];
    let mut messages = refusals(d, &cases);
    messages.sort();
    messages.dedup();
    assert_eq!(messages.len(), cases.len(), "each refusal its own message");
    // A set whose checksums hold but whose counts do not add up (a shard of N = 21
    // relabelled N = 20 and sealed again) is refused too.
    other_n = analyze_shard(21, Shard::new(1, 3).unwrap(), Options::new()).unwrap();
    other_n.n = 20;
    put(d, "relabelled.json", &other_n.sealed());
    let (status, stderr) = refused(d, &["relabelled.json", "2.json", "3.json"]);
    assert_eq!(status, Some(2));
    assert!(stderr.contains("not p(N) = 627"), "{stderr}");
}

/// The library's refusals, by kind.
#[test]
fn the_library_names_each_refusal() {
    let shards = all_shards(15, 4);
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

/// A shard whose own figures cannot be, resealed with a fresh checksum so that the set is
/// whole and adds up to p(N), is refused, naming the shard and what cannot be: each figure
/// against its bound (p(15) = 176), and a witness whose transient is not the one it stands
/// for.
#[test]
fn impossible_figures_are_refused_though_sealed() {
    let shards = all_shards(15, 4);
    let forged = |change: &dyn Fn(&mut Partial)| {
        let mut set = shards.clone();
        change(&mut set[2].1);
        set[2].1 = set[2].1.clone().sealed();
        match merge(&set) {
            Err(MergeError::Impossible { file, n, why }) => {
                assert_eq!((file.as_str(), n), ("3", 15));
                why
            }
            other => panic!("merged or refused otherwise: {other:?}"),
        }
    };
    let partitions = shards[2].1.partitions;
    assert_eq!(
        forged(&|p| p.garden_of_eden = partitions + 1),
        format!(
            "Garden of Eden {}, more than its partitions, {partitions}",
            partitions + 1
        )
    );
    assert_eq!(
        forged(&|p| p.max_orbit = Some(177)),
        "orbit 177, more than p(N) = 176"
    );
    assert_eq!(
        forged(&|p| p.max_in_degree = 1000),
        "in-degree 1000, more than p(N) = 176"
    );
    assert_eq!(
        forged(&|p| p.visited = 0),
        format!("0 partitions visited, fewer than the {partitions} counted")
    );
    // A forged transient of 150 (within p(15)) from the single pile, which the orbit walk
    // (checked against the naive walk elsewhere) gives another transient: refused.
    let pile = bulgarian::Partition::new(vec![15]).unwrap();
    let walked = bulgarian::orbit(&pile).transient;
    assert_eq!(
        forged(&|p| {
            p.max_transient = Some(150);
            p.max_transient_witness = Some(pile.clone());
        }),
        format!("a transient of 150 from 15, whose transient is {walked}")
    );
    // The message, as the program prints it.
    let err = MergeError::Impossible {
        file: "3.json".to_owned(),
        n: 15,
        why: "orbit 177, more than p(N) = 176".to_owned(),
    };
    assert_eq!(
        err.to_string(),
        "3.json: orbit 177, more than p(N) = 176, which no walk of N = 15 gives"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Random N and M: the shards' counts add up to p(N), and shard K alone is what it is
    /// in the whole set (its part is fixed by N and M).
    #[test]
    fn the_shards_add_up_to_p_n(n in 1u64..=45, count in 1u32..=100, k in 0u32..100) {
        let shards = all_shards(n, count);
        let sum: u64 = shards.iter().map(|(_, p)| p.partitions).sum();
        prop_assert_eq!(u128::from(sum), partition_count(n as u32).unwrap());
        let shard = Shard::new(k % count + 1, count).unwrap();
        let alone = analyze_shard(n, shard, Options::new()).unwrap();
        prop_assert_eq!(&alone, &shards[(k % count) as usize].1);
    }

    /// `K/M` is read back from its own text, and junk is refused without a panic.
    #[test]
    fn shards_read_back_and_junk_is_refused(k in 1u32..=2000, m in 1u32..=2000, junk in ".{0,12}") {
        let written = format!("{k}/{m}");
        match written.parse::<Shard>() {
            Ok(shard) => prop_assert_eq!(shard.to_string(), written),
            Err(e) => prop_assert!(k > m || m > bulgarian::analyze::MAX_SHARDS, "{e}"),
        }
        let _ = junk.parse::<Shard>();
    }

    /// A sealed partial of any figures merges or is refused, never a panic; junk JSON is
    /// never read as a partial.
    #[test]
    fn any_partial_is_merged_or_refused(n in 0u64..300, partitions in 0u64..2000, k in 0u32..4, m in 0u32..4, junk in ".{0,40}") {
        let mut partial = analyze_shard(10, Shard::new(1, 1).unwrap(), Options::new()).unwrap();
        partial.n = n;
        partial.partitions = partitions;
        partial.shard = k;
        partial.shards = m;
        let _ = merge(&[("a", partial.sealed())]);
        prop_assert!(serde_json::from_str::<Partial>(&junk).is_err());
    }
}

/// Whether `tool` runs here (`tool --version`).
fn present(tool: &str) -> bool {
    std::process::Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The one-machine recipe (crates/bulgarian/docs/recipes/shards-parallel.sh, with GNU parallel or xargs,
/// whichever is here) run for real: every shard, then the merge, prints what `analyze N`
/// prints; a shard file removed (a shard that died) is run again alone by running the
/// recipe again. Skipped where `sh` or `xargs` is missing.
#[test]
fn the_parallel_recipe_runs_and_resumes() {
    if !present("xargs") || !std::path::Path::new("/bin/sh").exists() {
        return;
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/recipes/shards-parallel.sh");
    let dir = tempfile::tempdir().unwrap();
    let recipe = || {
        let output = std::process::Command::new("/bin/sh")
            .arg(&script)
            .args(["30", "7", "out"])
            .env("BULGARIAN", env!("CARGO_BIN_EXE_bulgarian"))
            .env("JOBS", "2")
            .current_dir(dir.path())
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    let (_, whole, _) = bulgarian(&["analyze", "30"], dir.path());
    assert_eq!(recipe(), whole);
    let died = dir.path().join("out/bulgarian-30-shard-4-of-7.json");
    let kept = dir.path().join("out/bulgarian-30-shard-5-of-7.json");
    let before = std::fs::read(&kept).unwrap();
    std::fs::remove_file(&died).unwrap();
    std::fs::write(&kept, b"not run again").unwrap();
    let (status, _, stderr) =
        bulgarian(&["merge", "out/bulgarian-30-shard-1-of-7.json"], dir.path());
    assert_eq!(status, Some(2), "{stderr}");
    // Run again: only shard 4 is walked (shard 5's file, present, is left as it is, so the
    // merge now finds it damaged; put back, the set merges).
    let output = std::process::Command::new("/bin/sh")
        .arg(&script)
        .args(["30", "7", "out"])
        .env("BULGARIAN", env!("CARGO_BIN_EXE_bulgarian"))
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(!output.status.success());
    assert!(died.exists());
    assert_eq!(std::fs::read(&kept).unwrap(), b"not run again");
    std::fs::write(&kept, before).unwrap();
    assert_eq!(recipe(), whole);
}

/// Every part of `count` of the terms of `a_number` over `range`, each labelled `K`.
fn all_term_shards(a_number: &str, range: &str, count: u32) -> Vec<(String, PartialTerms)> {
    let sequence = oeis::find(a_number).unwrap();
    Shard::all(count)
        .unwrap()
        .map(|shard| {
            let partial = sequence
                .terms_shard(range.parse().unwrap(), shard, Options::new().threads(1))
                .unwrap();
            (shard.index().to_string(), partial)
        })
        .collect()
}

/// The merge of the parts of a range of terms is the terms computed whole (themselves
/// checked against the listed OEIS terms in `oeis.rs`), for both sequences that walk the
/// state graph and M in {1, 2, 3, 7}, and for M = 64 on a shorter range, in any order.
#[test]
fn merged_term_shards_are_the_terms() {
    for (a_number, range, counts) in [
        ("A188160", "1..=40", &[1u32, 2, 3, 7][..]),
        ("A201144", "25..=40", &[2, 7][..]),
        ("A188160", "44..=46", &[64][..]),
    ] {
        let sequence = oeis::find(a_number).unwrap();
        let whole: Vec<_> = sequence.terms(range.parse().unwrap()).unwrap().collect();
        for &count in counts {
            let parts = all_term_shards(a_number, range, count);
            assert_eq!(
                oeis::merge(&parts).unwrap().terms,
                whole,
                "{a_number} {range}, M = {count}"
            );
            let reversed: Vec<_> = parts.into_iter().rev().collect();
            assert_eq!(
                oeis::merge(&reversed).unwrap().terms,
                whole,
                "{a_number} {range}, M = {count}"
            );
        }
    }
}

/// `oeis --range --shard` and `merge` through the program: the merge prints what `oeis
/// --range --compute` prints, byte for byte; each kind of bad set, a sequence without a
/// walk, and a form of the analysis asked of terms are refused with status 2 and a
/// message of their own.
#[test]
fn merge_prints_the_terms_and_refuses_bad_sets() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for k in 1..=3 {
        let shard = format!("{k}/3");
        let (status, _, stderr) = bulgarian(
            &["oeis", "A201144", "--range", "18..=24", "--shard", &shard],
            d,
        );
        assert_eq!(status, Some(0), "{stderr}");
    }
    let name = |k: u32| format!("bulgarian-oeis-A201144-18-24-shard-{k}-of-3.json");
    let (one, two, three) = (name(1), name(2), name(3));
    let whole = bulgarian(&["oeis", "A201144", "--range", "18..=24", "--compute"], d);
    assert_eq!(whole.0, Some(0));
    assert_eq!(bulgarian(&["merge", &three, &one, &two], d), whole);

    let first = all_term_shards("A201144", "18..=24", 3).remove(0).1;
    let mut other_range = all_term_shards("A201144", "18..=25", 3).remove(1).1;
    let mut other_m = all_term_shards("A201144", "18..=24", 4).remove(1).1;
    let mut other_version = first.clone();
    other_version.version = "0.0.1".to_owned();
    other_range.shard = 2;
    other_m.shard = 2;
    let mut flipped = first.clone();
    flipped.walks[3].garden_of_eden += 1;
    for (file, partial) in [
        ("other-range.json", other_range.sealed()),
        ("other-m.json", other_m.sealed()),
        ("other-version.json", other_version.sealed()),
        ("flipped.json", flipped.sealed()),
    ] {
        std::fs::write(d.join(file), serde_json::to_string(&partial).unwrap()).unwrap();
    }
    let analyze = shard_files(20, 3, d);
    let analyze_one = analyze[0].file_name().unwrap().to_str().unwrap().to_owned();
    let cases: [(&[&str], &str); 9] = [
        (
            &[&one, &three],
            "bulgarian: merge: shards missing, of M = 3: 2 (run them and merge again)\n",
        ),
        (
            &[&one, &two, &three, &two],
            "bulgarian: merge: shards given more than once: 2/3 in bulgarian-oeis-A201144-18-24-shard-2-of-3.json, bulgarian-oeis-A201144-18-24-shard-2-of-3.json\n",
        ),
        (
            &[&one, "other-range.json", &three],
            "bulgarian: merge: other-range.json is of another run than bulgarian-oeis-A201144-18-24-shard-1-of-3.json (A201144 --range 18..=24)\n",
        ),
        (
            &[&one, "other-m.json", &three],
            "bulgarian: merge: other-m.json is cut into another number of shards than bulgarian-oeis-A201144-18-24-shard-1-of-3.json (M = 3)\n",
        ),
        (
            &[&one, &two, "other-version.json"],
            "bulgarian: merge: other-version.json is made by another version than bulgarian-oeis-A201144-18-24-shard-1-of-3.json (bulgarian 0.1.0): the shards of one run must come from one version\n",
        ),
        (
            &["flipped.json", &two, &three],
            "bulgarian: merge: flipped.json is damaged: the checksum does not match the contents\n",
        ),
        (
            &[&one, &two, &analyze_one],
            "bulgarian: bulgarian-20-shard-1-of-3.json: not a shard file of bulgarian oeis (missing field `a_number`)\n",
        ),
        (
            &["--json", &one, &two, &three],
            "bulgarian: merge: --table, --csv and --json are forms of an analysis; the terms of oeis shards are printed as a b-file\n",
        ),
        (
            &[&analyze_one, &one],
            "bulgarian: bulgarian-oeis-A201144-18-24-shard-1-of-3.json: not a shard file of bulgarian analyze (missing field `n`)\n",
        ),
    ];
    let mut messages = refusals(d, &cases);
    let (status, _, stderr) = bulgarian(
        &["oeis", "A000041", "--range", "1..=9", "--shard", "1/2"],
        d,
    );
    assert_eq!(status, Some(2));
    assert_eq!(
        stderr,
        "bulgarian: oeis: A000041 is computed by formulas in an instant, with no walk to cut into shards (--shard is for A188160 and A201144)\n"
    );
    messages.push(stderr);
    messages.sort();
    messages.dedup();
    assert_eq!(
        messages.len(),
        cases.len() + 1,
        "each refusal its own message"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Random ranges, M and K: the parts of the terms merge into the terms computed whole,
    /// and part K alone is what it is in the whole set.
    #[test]
    fn term_shards_merge_to_the_terms(first in 1u64..=36, more in 0u64..4, count in 1u32..=12, k in 0u32..12) {
        let range = format!("{first}..={}", first + more);
        let parts = all_term_shards("A188160", &range, count);
        let sequence = oeis::find("A188160").unwrap();
        let whole: Vec<_> = sequence.terms(range.parse().unwrap()).unwrap().collect();
        prop_assert_eq!(oeis::merge(&parts).unwrap().terms, whole);
        let shard = Shard::new(k % count + 1, count).unwrap();
        let alone = sequence.terms_shard(range.parse().unwrap(), shard, Options::new()).unwrap();
        prop_assert_eq!(&alone, &parts[(k % count) as usize].1);
    }
}

/// A shard run says which file it wrote and how many of the partitions of N it holds:
/// each figure is its file's, and the three shards of N = 12 hold p(12) = 77 partitions
/// between them. Written to standard output, the line names standard output.
#[test]
fn a_shard_run_says_which_file_holds_what() {
    let dir = tempfile::tempdir().unwrap();
    let mut held = 0;
    for k in 1..=3 {
        let shard = format!("{k}/3");
        let (status, stdout, stderr) = bulgarian(&["analyze", "12", "--shard", &shard], dir.path());
        assert_eq!((status, stdout.as_str()), (Some(0), ""), "{stderr}");
        let name = format!("bulgarian-12-shard-{k}-of-3.json");
        let rest = stderr
            .strip_prefix(&format!("wrote shard {k} of 3 to {name} ("))
            .unwrap_or_else(|| panic!("{stderr}"));
        let (count, rest) = rest.split_once(' ').unwrap();
        assert_eq!(
            rest,
            "of the 77 partitions of 12); `bulgarian merge` joins the 3 shard files into the whole\n"
        );
        let text = std::fs::read_to_string(dir.path().join(&name)).unwrap();
        let partial: Partial = serde_json::from_str(&text).unwrap();
        assert_eq!(count.parse::<u64>(), Ok(partial.partitions));
        held += partial.partitions;
    }
    assert_eq!(held, 77);
    let (status, _, stderr) =
        bulgarian(&["analyze", "12", "--shard", "1/1", "-o", "-"], dir.path());
    assert_eq!(status, Some(0));
    assert_eq!(
        stderr,
        "wrote shard 1 of 1 to standard output (77 of the 77 partitions of 12); \
         `bulgarian merge` joins the 1 shard file into the whole\n"
    );
}
