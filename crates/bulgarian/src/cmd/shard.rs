//! The shards of `analyze` and `oeis`: `analyze N --shard K/M` walks one part and writes
//! its shard file ([`write`]), `oeis ANUMBER --range A..=B --shard K/M` likewise for every
//! n of the range ([`write_terms`]). The library cuts the work and seals each partial
//! result; this file writes the files (`merge.rs` reads a set of them back).

use std::path::{Path, PathBuf};

use bulgarian::Span;
use bulgarian::analyze::{Options, Shard, analyze_shard};
use bulgarian::numbers::oeis::Sequence;
use games_cli::{CliError, Outcome, Progress};

/// The name of the shard file of `shard` of N = `n` when none is given.
fn default_name(n: u64, shard: Shard) -> PathBuf {
    PathBuf::from(format!(
        "bulgarian-{n}-shard-{}-of-{}.json",
        shard.index(),
        shard.count()
    ))
}

/// Walks the shard `written` (`K/M`) of the one N of `span` and writes its shard file to
/// `output` (a default name beside the current directory when `None`), saved whole or not
/// at all.
pub(crate) fn write(
    span: &Span,
    written: &str,
    output: Option<&Path>,
    options: Options<'_>,
    progress: &Progress,
) -> Result<Outcome, CliError> {
    let shard: Shard = written
        .parse()
        .map_err(|e| CliError::because("analyze: --shard", e))?;
    if span.is_range() {
        return Err(CliError::bad(
            "analyze: --shard walks part of one N, not a range",
        ));
    }
    let n = span.first();
    let partial = analyze_shard(n, shard, options).map_err(|e| CliError::because("analyze", e))?;
    let holds = match u32::try_from(n)
        .ok()
        .and_then(bulgarian::numbers::partition_count)
    {
        Some(all) => format!("{} of the {all} partitions of {n}", partial.partitions),
        None => format!("{} partitions of {n}", partial.partitions),
    };
    let default = default_name(n, shard);
    save(&partial, output, default.clone(), progress)?;
    report(output, default, shard, &holds);
    Ok(Outcome::Yes)
}

/// Walks the shard `written` (`K/M`) of every n of `span` for `sequence` and writes its
/// shard file to `output` (a default name in the current directory when `None`), saved
/// whole or not at all.
pub(crate) fn write_terms(
    sequence: &'static Sequence,
    span: Span,
    written: &str,
    output: Option<&Path>,
    options: Options<'_>,
    progress: &Progress,
) -> Result<Outcome, CliError> {
    let shard: Shard = written
        .parse()
        .map_err(|e| CliError::because("oeis: --shard", e))?;
    let partial = sequence
        .terms_shard(span, shard, options)
        .map_err(|e| CliError::because("oeis", e))?;
    let default = PathBuf::from(format!(
        "bulgarian-oeis-{}-{}-{}-shard-{}-of-{}.json",
        partial.a_number,
        partial.first,
        partial.last,
        shard.index(),
        shard.count()
    ));
    let holds = format!(
        "its part of the state graph of every n = {}..={} of {}",
        partial.first, partial.last, partial.a_number
    );
    save(&partial, output, default.clone(), progress)?;
    report(output, default, shard, &holds);
    Ok(Outcome::Yes)
}

/// Says on standard error which file (`output`, else `default`) holds `shard` and what it
/// holds.
fn report(output: Option<&Path>, default: PathBuf, shard: Shard, holds: &str) {
    let path = output.map_or(default, Path::to_path_buf);
    eprintln!(
        "{}",
        games_cli::shards::saved_shard(&path, shard, holds, "bulgarian merge")
    );
}

/// Ends the progress line and writes `partial` to `output`, or to `default` when `None`.
fn save(
    partial: &impl serde::Serialize,
    output: Option<&Path>,
    default: PathBuf,
    progress: &Progress,
) -> Result<(), CliError> {
    progress.finish();
    games_cli::shards::save_shard(output.unwrap_or(&default), partial)
}
