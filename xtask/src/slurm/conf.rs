//! The single-node cluster's configuration: the node as `slurmd -C` reports it, and the
//! `slurm.conf` that keeps every file of the cluster in one folder of its own.
//!
//! Nothing here runs a program: it reads text and writes text, so it is tested without
//! Slurm.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::Result;

/// The one node: its name and its hardware, as `slurmd -C` printed them.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Node {
    /// `NodeName`: the host name, which slurmd is started under.
    pub(crate) name: String,
    /// The other `KEY=VALUE` fields of the node line (`CPUs`, `RealMemory`, ...), in order.
    pub(crate) hardware: Vec<(String, String)>,
}

/// The hardware fields of `slurmd -C` that go into the node line; `UpTime` and the like,
/// which slurm.conf does not take, are left out.
const HARDWARE: [&str; 8] = [
    "CPUs",
    "Boards",
    "SocketsPerBoard",
    "CoresPerSocket",
    "ThreadsPerCore",
    "RealMemory",
    "Gres",
    "TmpDisk",
];

impl Node {
    /// Reads the output of `slurmd -C`: the line that starts with `NodeName=`.
    pub(crate) fn from_slurmd_c(text: &str) -> Result<Node> {
        let line = text
            .lines()
            .find(|l| l.starts_with("NodeName="))
            .ok_or_else(|| format!("`slurmd -C` printed no NodeName line:\n{text}"))?;
        let mut name = String::new();
        let mut hardware = Vec::new();
        for field in line.split_whitespace() {
            let Some((key, value)) = field.split_once('=') else {
                continue;
            };
            if key == "NodeName" {
                name = value.to_owned();
            } else if HARDWARE.contains(&key) {
                hardware.push((key.to_owned(), value.to_owned()));
            }
        }
        if name.is_empty() || !hardware.iter().any(|(k, _)| k == "CPUs") {
            return Err(format!(
                "`slurmd -C` printed no node name or no CPUs: {line}"
            ));
        }
        Ok(Node { name, hardware })
    }
}

/// Where the cluster keeps its files, all below one folder.
pub(crate) struct Paths {
    /// The folder itself.
    pub(crate) dir: PathBuf,
}

impl Paths {
    /// The files of a cluster kept in `dir`.
    pub(crate) fn new(dir: &Path) -> Paths {
        Paths {
            dir: dir.to_path_buf(),
        }
    }

    /// `slurm.conf`, which every Slurm command is pointed at through `SLURM_CONF`.
    pub(crate) fn conf(&self) -> PathBuf {
        self.dir.join("slurm.conf")
    }

    /// munge's own key, made for this cluster.
    pub(crate) fn munge_key(&self) -> PathBuf {
        self.dir.join("munge/munge.key")
    }

    /// The socket where munged answers the cluster's daemons and commands.
    pub(crate) fn munge_socket(&self) -> PathBuf {
        self.dir.join("munge/munge.socket")
    }

    /// The folder of a file of the cluster's: `munge`, `state`, `spool`, `log`, `run`.
    pub(crate) fn sub(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// The folders to make before the daemons start.
    pub(crate) fn folders(&self) -> [PathBuf; 5] {
        ["munge", "state", "spool", "log", "run"].map(|name| self.sub(name))
    }
}

/// The ports of the controller and of the node daemon.
#[derive(Clone, Copy)]
pub(crate) struct Ports {
    /// `SlurmctldPort`.
    pub(crate) controller: u16,
    /// `SlurmdPort`.
    pub(crate) node: u16,
}

/// The partition every job goes to.
pub(crate) const PARTITION: &str = "xtask";

/// `slurm.conf` for one node on the loopback address: its daemons run as root, track
/// processes without cgroups, keep no accounting (job states are read with `squeue` and
/// `scontrol`), and keep their state, spool, pid and log files below `paths.dir`.
pub(crate) fn slurm_conf(node: &Node, paths: &Paths, ports: Ports) -> String {
    let path = |name: &str| paths.dir.join(name).display().to_string();
    let mut conf = String::new();
    let mut line = |key: &str, value: &str| {
        let _ = writeln!(conf, "{key}={value}");
    };
    line("ClusterName", "xtask");
    line("SlurmctldHost", &format!("{}(127.0.0.1)", node.name));
    line("SlurmUser", "root");
    line("SlurmdUser", "root");
    line("SlurmctldPort", &ports.controller.to_string());
    line("SlurmdPort", &ports.node.to_string());
    line("AuthType", "auth/munge");
    line("CredType", "cred/munge");
    line(
        "AuthInfo",
        &format!("socket={}", paths.munge_socket().display()),
    );
    line("StateSaveLocation", &path("state"));
    line("SlurmdSpoolDir", &path("spool"));
    line("SlurmctldPidFile", &path("run/slurmctld.pid"));
    line("SlurmdPidFile", &path("run/slurmd.pid"));
    line("SlurmctldLogFile", &path("log/slurmctld.log"));
    line("SlurmdLogFile", &path("log/slurmd.log"));
    line("SchedulerType", "sched/backfill");
    line("SelectType", "select/cons_tres");
    line("SelectTypeParameters", "CR_Core");
    line("ProctrackType", "proctrack/linuxproc");
    line("TaskPlugin", "task/none");
    line("JobAcctGatherType", "jobacct_gather/none");
    line("AccountingStorageType", "accounting_storage/none");
    line("JobCompType", "jobcomp/none");
    line("MpiDefault", "none");
    line("SwitchType", "switch/none");
    line("ReturnToService", "2");
    // Ended jobs stay visible to `scontrol show job` for ten minutes.
    line("MinJobAge", "600");
    let hardware: String = node
        .hardware
        .iter()
        .map(|(k, v)| format!(" {k}={v}"))
        .collect();
    line(
        "NodeName",
        &format!("{} NodeAddr=127.0.0.1{hardware} State=UNKNOWN", node.name),
    );
    line(
        "PartitionName",
        &format!(
            "{PARTITION} Nodes={} Default=YES MaxTime=INFINITE State=UP",
            node.name
        ),
    );
    conf
}

#[cfg(test)]
mod tests {
    use super::*;

    const SLURMD_C: &str = "NodeName=vm CPUs=2 Boards=1 SocketsPerBoard=1 CoresPerSocket=2 \
        ThreadsPerCore=1 RealMemory=24105\nUpTime=0-03:14:20\n";

    #[test]
    fn the_node_is_read_from_slurmd_c() {
        let node = Node::from_slurmd_c(SLURMD_C).unwrap();
        assert_eq!(node.name, "vm");
        let keys: Vec<&str> = node.hardware.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(
            keys,
            [
                "CPUs",
                "Boards",
                "SocketsPerBoard",
                "CoresPerSocket",
                "ThreadsPerCore",
                "RealMemory"
            ]
        );
        assert_eq!(node.hardware[5].1, "24105");
    }

    #[test]
    fn a_slurmd_c_without_a_node_line_is_refused() {
        let err = Node::from_slurmd_c("slurmd: error: something\n").unwrap_err();
        assert!(err.contains("no NodeName line"), "{err}");
        let err = Node::from_slurmd_c("NodeName=vm RealMemory=100\n").unwrap_err();
        assert!(err.contains("no CPUs"), "{err}");
    }

    /// Every file the daemons write is below the cluster's folder, the node is the host on
    /// the loopback address with the hardware slurmd reported, and the plugins are those
    /// that work in a container without cgroups or a database.
    #[test]
    fn the_conf_keeps_everything_in_its_folder() {
        let node = Node::from_slurmd_c(SLURMD_C).unwrap();
        let paths = Paths::new(Path::new("/tmp/c"));
        let conf = slurm_conf(
            &node,
            &paths,
            Ports {
                controller: 7001,
                node: 7002,
            },
        );
        let value = |key: &str| {
            conf.lines()
                .find_map(|l| l.strip_prefix(key)?.strip_prefix('='))
                .unwrap_or_else(|| panic!("{key} missing:\n{conf}"))
        };
        for key in [
            "StateSaveLocation",
            "SlurmdSpoolDir",
            "SlurmctldPidFile",
            "SlurmdPidFile",
            "SlurmctldLogFile",
            "SlurmdLogFile",
        ] {
            assert!(value(key).starts_with("/tmp/c/"), "{key}");
        }
        assert_eq!(value("AuthInfo"), "socket=/tmp/c/munge/munge.socket");
        assert_eq!(value("SlurmctldHost"), "vm(127.0.0.1)");
        assert_eq!(value("SlurmctldPort"), "7001");
        assert_eq!(value("SlurmdPort"), "7002");
        assert_eq!(value("SlurmUser"), "root");
        assert_eq!(value("SlurmdUser"), "root");
        assert_eq!(value("ProctrackType"), "proctrack/linuxproc");
        assert_eq!(value("TaskPlugin"), "task/none");
        assert_eq!(value("AccountingStorageType"), "accounting_storage/none");
        assert_eq!(
            value("NodeName"),
            "vm NodeAddr=127.0.0.1 CPUs=2 Boards=1 SocketsPerBoard=1 CoresPerSocket=2 \
             ThreadsPerCore=1 RealMemory=24105 State=UNKNOWN"
        );
        assert_eq!(
            value("PartitionName"),
            "xtask Nodes=vm Default=YES MaxTime=INFINITE State=UP"
        );
    }
}
