//! What the machine can give a search: a `--memory` budget larger than the memory available
//! (or than the process's address-space limit allows) would end in an allocation the
//! system refuses, which aborts the process; such a budget is lowered, and the program says
//! so. Read from `/proc` on Linux; elsewhere the budget is taken as given.

use std::io::Write;

use strikeout::budget::MEMORY_OVERHEAD;

/// `mib` MiB, or the most the machine can give a search if that is less, with a line on
/// standard error saying so.
pub(crate) fn clamped(mib: usize) -> usize {
    match most_mib() {
        Some(most) if most < mib => {
            let _ = writeln!(
                std::io::stderr(),
                "strikeout: --memory {mib} is more than this machine can give a search; \
                 searching within {most} MiB"
            );
            most
        }
        _ => mib,
    }
}

/// The largest budget, in MiB, a search can have here (at least 1): the memory available
/// less what the process holds beyond its budget, and half the address-space limit, if
/// one is set (the allocator reserves address space well beyond what it uses). `None`
/// where the system does not say.
fn most_mib() -> Option<usize> {
    let available = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|text| kib_of(&text, "MemAvailable:"))
        .map(|kib| (kib << 10).saturating_sub(MEMORY_OVERHEAD));
    let limit = std::fs::read_to_string("/proc/self/limits")
        .ok()
        .and_then(|text| address_space_limit(&text))
        .map(|bytes| bytes / 2);
    let most = match (available, limit) {
        (Some(a), Some(l)) => a.min(l),
        (a, l) => a.or(l)?,
    };
    Some((most >> 20).max(1))
}

/// The number of KiB on the line of `/proc/meminfo` that starts with `key`.
fn kib_of(meminfo: &str, key: &str) -> Option<usize> {
    let line = meminfo.lines().find(|l| l.starts_with(key))?;
    line[key.len()..].split_whitespace().next()?.parse().ok()
}

/// The soft limit of "Max address space" in `/proc/self/limits`, in bytes; `None` when
/// unlimited.
fn address_space_limit(limits: &str) -> Option<usize> {
    let line = limits
        .lines()
        .find(|l| l.starts_with("Max address space"))?;
    line["Max address space".len()..]
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meminfo_and_limits_are_read() {
        let meminfo = "MemTotal:       24000000 kB\nMemAvailable:   20000000 kB\n";
        assert_eq!(kib_of(meminfo, "MemAvailable:"), Some(20_000_000));
        assert_eq!(kib_of(meminfo, "SwapTotal:"), None);
        let limits = "Limit                     Soft Limit           Hard Limit           Units     \n\
                      Max address space         1073741824           unlimited            bytes     \n";
        assert_eq!(address_space_limit(limits), Some(1 << 30));
        let unlimited =
            "Max address space         unlimited            unlimited            bytes     \n";
        assert_eq!(address_space_limit(unlimited), None);
    }

    /// On Linux the machine says something, and a budget within it is kept.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_budget_within_the_machine_is_kept() {
        let most = most_mib().expect("Linux says how much memory is available");
        assert!(most >= 1);
        assert_eq!(clamped(1), 1);
        assert_eq!(clamped(usize::MAX >> 20), most);
    }
}
