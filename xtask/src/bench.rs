//! `cargo xtask bench`: runs the criterion benchmarks and prints a Markdown summary for
//! `docs/benchmarks.md`.
//!
//! Convention: in every criterion group the naive baseline's function name starts with
//! `naive`; each other benchmark of the group with the same input is reported with its
//! speed-up over that baseline.

use std::path::Path;
use std::time::SystemTime;

use serde_json::Value;

use crate::workspace::{Workspace, cargo, files_below, run_streamed};
use crate::{Result, packages_and_rest};

/// What `cargo xtask bench` was asked to do.
pub(crate) struct Options {
    packages: Vec<String>,
    /// Arguments after `--`, passed to criterion (a filter, `--quick`, ...).
    criterion_args: Vec<String>,
}

pub(crate) fn parse(args: &[String]) -> Result<Options> {
    let (packages, rest) = packages_and_rest(args)?;
    match rest.split_first() {
        None => Ok(Options {
            packages,
            criterion_args: Vec::new(),
        }),
        Some((dashes, criterion_args)) if dashes == "--" => Ok(Options {
            packages,
            criterion_args: criterion_args.to_vec(),
        }),
        Some((other, _)) => Err(format!("bench: unexpected argument `{other}`")),
    }
}

/// One benchmark's result as criterion recorded it.
struct Measured {
    group: String,
    function: String,
    input: String,
    mean_ns: f64,
}

pub(crate) fn run(options: &Options) -> Result {
    let workspace = Workspace::load()?;
    workspace.select(&options.packages)?;
    let started = SystemTime::now();
    let mut command = cargo();
    // Every feature: a crate may keep its naive baselines behind a `naive` feature.
    command.args(["bench", "--all-features"]);
    if options.packages.is_empty() {
        command.arg("--workspace");
    }
    for package in &options.packages {
        command.args(["--package", package]);
    }
    command.arg("--").args(&options.criterion_args);
    run_streamed(command, "cargo bench")?;

    let results = collect(&workspace.target_dir.join("criterion"), started);
    println!("\n{}", summary(&results));
    Ok(())
}

/// The benchmarks criterion wrote since `since`.
fn collect(dir: &Path, since: SystemTime) -> Vec<Measured> {
    let fresh = |p: &Path| {
        p.file_name().is_some_and(|n| n == "benchmark.json")
            && p.parent()
                .and_then(Path::file_name)
                .is_some_and(|n| n == "new")
            && std::fs::metadata(p)
                .and_then(|m| m.modified())
                .is_ok_and(|t| t >= since)
    };
    let read = |p: &Path| -> Option<Value> {
        serde_json::from_str(&std::fs::read_to_string(p).ok()?).ok()
    };
    let mut results: Vec<Measured> = files_below(dir, &fresh)
        .iter()
        .filter_map(|path| {
            let id = read(path)?;
            let estimates = read(&path.with_file_name("estimates.json"))?;
            Some(Measured {
                group: id["group_id"].as_str()?.to_owned(),
                function: id["function_id"].as_str().unwrap_or_default().to_owned(),
                input: id["value_str"].as_str().unwrap_or_default().to_owned(),
                mean_ns: estimates["mean"]["point_estimate"].as_f64()?,
            })
        })
        .collect();
    results
        .sort_by(|a, b| (&a.group, &a.input, &a.function).cmp(&(&b.group, &b.input, &b.function)));
    results
}

fn summary(results: &[Measured]) -> String {
    let mut out = String::from(
        "| group | benchmark | input | mean time | speed-up over naive |\n|---|---|---|---:|---:|\n",
    );
    for m in results {
        let naive = results
            .iter()
            .find(|b| b.group == m.group && b.input == m.input && b.function.starts_with("naive"));
        let ratio = match naive {
            Some(n) if !m.function.starts_with("naive") => format!("{:.1}x", n.mean_ns / m.mean_ns),
            _ => String::new(),
        };
        out.push_str(&format!(
            "| {} | {} | {} | {} | {} |\n",
            m.group,
            m.function,
            m.input,
            human_time(m.mean_ns),
            ratio
        ));
    }
    if results.is_empty() {
        out.push_str("| (no benchmark ran) | | | | |\n");
    }
    out
}

/// A duration in nanoseconds, in the unit that suits it.
fn human_time(ns: f64) -> String {
    match ns {
        t if t < 1e3 => format!("{t:.1} ns"),
        t if t < 1e6 => format!("{:.2} µs", t / 1e3),
        t if t < 1e9 => format!("{:.2} ms", t / 1e6),
        t => format!("{:.2} s", t / 1e9),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_pick_their_unit() {
        assert_eq!(human_time(12.34), "12.3 ns");
        assert_eq!(human_time(1_500.0), "1.50 µs");
        assert_eq!(human_time(2_500_000.0), "2.50 ms");
        assert_eq!(human_time(3e9), "3.00 s");
    }

    #[test]
    fn speed_up_is_over_the_naive_run_of_the_same_input() {
        let m = |f: &str, input: &str, ns: f64| Measured {
            group: "orbit".into(),
            function: f.into(),
            input: input.into(),
            mean_ns: ns,
        };
        let table = summary(&[
            m("fast", "10", 2.0),
            m("naive", "10", 200.0),
            m("fast", "20", 5.0),
        ]);
        assert!(
            table.contains("| orbit | fast | 10 | 2.0 ns | 100.0x |"),
            "{table}"
        );
        assert!(
            table.contains("| orbit | fast | 20 | 5.0 ns |  |"),
            "{table}"
        );
        assert!(
            table.contains("| orbit | naive | 10 | 200.0 ns |  |"),
            "{table}"
        );
    }
}
